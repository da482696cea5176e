import { useLoaderData } from "@remix-run/react";
import type { PageDrawings } from "./drawings.server";

function usePageDrawings(): PageDrawings | undefined {
  return useLoaderData<{ drawings?: PageDrawings }>().drawings;
}

/** Once per page, before its first drawing: the shapes the drawings place with <use>. */
export function DrawingDefs() {
  const drawings = usePageDrawings();
  if (!drawings?.defs) return null;
  return <svg className="drawing-defs" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: `<defs>${drawings.defs}</defs>` }} />;
}

/**
 * A drawing of public/illustrations/ written into the page (docs/decisions/042-drawings-inline.md), or the
 * picture as an <img> when the loader did not inline it. `alt` empty: decorative, as an <img alt="">.
 */
export function Drawing({ src, alt, className, width, height, eager }: { src: string; alt: string; className?: string; width: number; height: number; eager?: boolean }) {
  const inline = usePageDrawings()?.bySrc[src];
  const classes = className ? `drawing ${className}` : "drawing";
  if (inline) {
    const label = alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true };
    return <svg className={classes} viewBox={inline.viewBox} preserveAspectRatio="xMidYMid slice" focusable="false" {...label} dangerouslySetInnerHTML={{ __html: inline.body }} />;
  }
  // The LCP picture is fetched first and decoded with the first paint (no decoding="async", which can leave it for a later frame).
  return eager ? (
    <img className={classes} src={src} alt={alt} width={width} height={height} fetchPriority="high" />
  ) : (
    <img className={classes} src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
  );
}
