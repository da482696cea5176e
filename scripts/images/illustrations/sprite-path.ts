/**
 * The one file the pages show every drawn scene from, as a site address
 * (scripts/images/build-illustrations.ts writes it; the content check reads
 * its <view> ids to check `illustration: "/illustrations/scenes.svg#<scene>"`).
 */
export const SPRITE_PATH = "/illustrations/scenes.svg";
