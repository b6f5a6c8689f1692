import type { SVGProps } from 'react';

// lucide-react 1.x no longer ships brand marks; these follow its style, drawn by the stylesheet's `svg.lucide`
// rule as our other icons are (components/ui/icons.tsx).
const base: SVGProps<SVGSVGElement> = {
  viewBox: '0 0 24 24',
  strokeWidth: 1.5,
  'aria-hidden': true,
  focusable: false,
};

export function LinkedinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props} className={props.className ? `lucide ${props.className}` : 'lucide'}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </svg>
  );
}

export function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props} className={props.className ? `lucide ${props.className}` : 'lucide'}>
      <rect x="2" y="2" width="20" height="20" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </svg>
  );
}
