import type { Illustration } from "../content/illustrations";

/**
 * A drawn illustration (src/content/illustrations.ts): its size in `width`/`height`, so
 * the browser keeps its room before it loads; decorative unless `alt` names it (a
 * client's wordmark does). Below the fold, `lazy` loads it only when it comes near.
 */
export function Picture({
  illustration,
  className,
  alt = "",
  lazy = false,
}: {
  illustration: Illustration;
  className?: string;
  alt?: string;
  lazy?: boolean;
}) {
  return (
    <img
      src={illustration.src}
      alt={alt}
      width={illustration.width}
      height={illustration.height}
      loading={lazy ? "lazy" : undefined}
      decoding={lazy ? "async" : undefined}
      className={className}
    />
  );
}
