/** The content check reads its <view> ids to check `illustration` values. */
export const SPRITE_PATH = "/illustrations/scenes.svg";
