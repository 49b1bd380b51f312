import type { Illustration } from "../content/illustrations";

/**
 * A drawn illustration (src/content/illustrations.ts): its size in `width`/`height`, so
 * the browser keeps its room before it loads; decorative unless `alt` names it (a
 * client's wordmark does). Below the fold, `lazy` loads it only when it comes near;
 * `priority` asks for the first screen's drawing early.
 */
export function Picture({
  illustration,
  className,
  alt = "",
  lazy = false,
  priority = false,
}: {
  illustration: Illustration;
  className?: string;
  alt?: string;
  lazy?: boolean;
  priority?: boolean;
}) {
  return (
    <img
      src={illustration.src}
      alt={alt}
      width={illustration.width}
      height={illustration.height}
      loading={lazy ? "lazy" : undefined}
      decoding={lazy ? "async" : undefined}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
