import { useEffect, useRef, useState } from "react";
import type { Statistic } from "../content/schema";

export const COUNT_DURATION_MS = 1200;
export const COUNT_TICK_MS = 16;
export const VISIBLE_THRESHOLD = 0.3;

/**
 * The statistics band (docs/product.md#interactions). The server renders the final values, so crawlers
 * and readers without JavaScript see "125+"; in the browser the numbers count up from 0
 * once, when 30% of the band is first visible, unless the visitor prefers reduced motion.
 */
export function StatisticsBand({ statistics }: { statistics: readonly Statistic[] }) {
  const bandRef = useRef<HTMLDListElement>(null);
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const band = bandRef.current;
    if (!band || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const started = performance.now();
        setProgress(0);
        timer = setInterval(() => {
          const next = Math.min(1, (performance.now() - started) / COUNT_DURATION_MS);
          setProgress(next);
          if (next === 1) clearInterval(timer);
        }, COUNT_TICK_MS);
      },
      { threshold: VISIBLE_THRESHOLD },
    );
    observer.observe(band);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, []);

  return (
    <dl ref={bandRef} className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-5">
      {statistics.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse text-center">
          <dt className="mt-2 text-sm font-medium text-sky-100">{stat.label}</dt>
          <dd className="text-4xl font-bold tracking-tight text-white tabular-nums sm:text-5xl">
            {/* Screen readers get the final value once, not every step of the count. */}
            <span aria-hidden="true" data-stat-value="">
              {Math.round(stat.value * progress)}
              {stat.suffix}
            </span>
            <span className="sr-only">
              {stat.value}
              {stat.suffix}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
