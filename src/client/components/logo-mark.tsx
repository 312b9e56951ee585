import { useId } from "react";
import { LOGO_BARS, LOGO_BUBBLE, LOGO_GRADIENT } from "#shared/logo";

/**
 * The brand mark in the site's purple-to-pink gradient. Decorative next to
 * the site name, so it is hidden from assistive technology.
 */
export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  const gradient = `logo-${useId().replace(/:/g, "")}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={LOGO_GRADIENT[0]} />
          <stop offset="1" stopColor={LOGO_GRADIENT[1]} />
        </linearGradient>
      </defs>
      <path d={LOGO_BUBBLE} fill={`url(#${gradient})`} />
      <g fill="#fff">
        {LOGO_BARS.map(([x, y, h]) => (
          <rect key={x} x={x} y={y} width="2.5" height={h} rx="1.25" />
        ))}
      </g>
    </svg>
  );
}
