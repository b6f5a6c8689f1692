import sharp from 'sharp';
import { type BodyStyle, type Pt, SILHOUETTES, type Silhouette } from './silhouettes';

/*
 * Demo imagery, drawn as SVG and rasterised with sharp at seed time so a first start needs no network
 * and no binary assets in the repository. Cars are stylised side profiles in a dark studio: wall and
 * floor gradients, a soft key light, a floor reflection, rim light on the roofline and a vignette.
 */

export type WheelDesign = 'five' | 'twin' | 'mesh' | 'turbine';

export type CarLook = {
  style: BodyStyle;
  /** Paint as a hex colour. */
  paint: string;
  wheel?: WheelDesign;
  /** Rim finish: bright machined alloy or dark satin. */
  rim?: 'silver' | 'dark' | 'gold';
  caliper?: string;
  /** A fixed rear wing (GT3 and similar). */
  wing?: boolean;
};

export type Lighting = 'softbox' | 'strips' | 'rim' | 'dusk' | 'showroom';

export type Shot = {
  width: number;
  height: number;
  lighting: Lighting;
  facing: 'left' | 'right';
  /** 'full' shows the whole car; the others are closer crops. */
  framing: 'full' | 'front' | 'rear' | 'wide' | 'wheel';
  /** Hue of the backdrop light, hex. */
  tint?: string;
};

// ---------- colour ----------

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const n = Number.parseInt(
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h,
    16,
  );
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a colour towards another: t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + (y[i] - v) * t));
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

// ---------- geometry ----------

const f = (n: number) => Math.round(n * 10) / 10;

// ---------- gradients ----------

/** A colour stop: offset (clamped to 0..1), colour and, if not opaque, opacity. */
type Stop = readonly [offset: number, color: string, opacity?: number];
type Attrs = Record<string, string | number>;

function gradient(
  tag: 'linearGradient' | 'radialGradient',
  id: string,
  attrs: Attrs,
  stops: readonly Stop[],
) {
  const at = Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const body = stops
    .map(([t, color, opacity]) => {
      const offset = Number(Math.max(0, Math.min(1, t)).toFixed(3));
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${color}"${alpha}/>`;
    })
    .join('');
  return `<${tag} id="${id}"${at}>${body}</${tag}>`;
}

const radial = (id: string, stops: readonly Stop[], attrs: Attrs = {}) =>
  gradient('radialGradient', id, attrs, stops);
const linear = (id: string, attrs: Attrs, stops: readonly Stop[]) =>
  gradient('linearGradient', id, attrs, stops);
/** Top to bottom, in the drawing's own units: from y = `top` to y = `bottom`. */
const vertical = (id: string, top: number, bottom: number, stops: readonly Stop[]) =>
  linear(id, { x1: 0, y1: top, x2: 0, y2: bottom, gradientUnits: 'userSpaceOnUse' }, stops);
/** Top to bottom of the shape it fills. */
const downward = (id: string, stops: readonly Stop[]) => linear(id, { x1: 0, y1: 0, x2: 0, y2: 1 }, stops);

/**
 * A smooth closed or open path through the points (Catmull-Rom as cubic Béziers). Points flagged as
 * corners keep a sharp angle, which is how creases such as the base of a windscreen read.
 */
function spline(points: readonly Pt[], closed: boolean, tension = 0.5): string {
  const p = points.map(([x, h, c]) => ({ x, y: -h, c: c === 1 }));
  const n = p.length;
  const at = (i: number) => (closed ? p[(i + n) % n] : p[Math.max(0, Math.min(n - 1, i))]);
  const tangent = (i: number) => {
    const cur = at(i);
    if (cur.c || (!closed && (i === 0 || i === n - 1))) return { x: 0, y: 0 };
    const a = at(i - 1);
    const b = at(i + 1);
    return { x: ((b.x - a.x) * tension) / 3, y: ((b.y - a.y) * tension) / 3 };
  };
  let d = `M${f(p[0].x)} ${f(p[0].y)}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const a = at(i);
    const b = at(i + 1);
    const ta = tangent(i);
    const tb = tangent(i + 1);
    d += `C${f(a.x + ta.x)} ${f(a.y + ta.y)} ${f(b.x - tb.x)} ${f(b.y - tb.y)} ${f(b.x)} ${f(b.y)}`;
  }
  return closed ? `${d}Z` : d;
}

/** The body outline: the spline over the top, then the sill with both wheel arches cut out. */
function bodyPath(s: Silhouette): string {
  const top = spline(s.body, false);
  const rear = s.body[s.body.length - 1];
  const front = s.body[0];
  const arch = (cx: number) => {
    const cy = -s.wheelR;
    const dy = -s.sill - cy;
    const dx = Math.sqrt(s.archR * s.archR - dy * dy);
    return `L${f(cx + dx)} ${f(-s.sill)}A${s.archR} ${s.archR} 0 1 0 ${f(cx - dx)} ${f(-s.sill)}`;
  };
  return `${top}L${f(rear[0] - 6)} ${f(-s.sill)}${arch(s.rearAxle)}${arch(s.frontAxle)}L${f(front[0] + 6)} ${f(-s.sill)}Z`;
}

function wellPath(s: Silhouette, cx: number): string {
  const cy = -s.wheelR;
  const dy = -s.sill - cy;
  const dx = Math.sqrt(s.archR * s.archR - dy * dy);
  return `M${f(cx + dx)} ${f(-s.sill)}A${s.archR} ${s.archR} 0 1 0 ${f(cx - dx)} ${f(-s.sill)}Z`;
}

function polygon(points: readonly Pt[]): string {
  return `${points.map(([x, h], i) => `${i === 0 ? 'M' : 'L'}${f(x)} ${f(-h)}`).join('')}Z`;
}

// ---------- the car ----------

const RIMS = {
  silver: { face: '#e4e7ea', mid: '#a3a9af', edge: '#555b61' },
  dark: { face: '#6a6f75', mid: '#3a3d41', edge: '#1b1d20' },
  gold: { face: '#d8bf86', mid: '#a58a55', edge: '#5e4c2c' },
} as const;

/** A line with a soft falloff, drawn as stacked strokes: far cheaper to rasterise than a blur filter. */
function glowStroke(d: string, color: string, width: number, opacity: number): string {
  return [
    [width * 4, opacity * 0.08],
    [width * 2.2, opacity * 0.18],
    [width, opacity],
  ]
    .map(
      ([w, o]) =>
        `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-opacity="${o.toFixed(3)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');
}

function centroid(points: readonly Pt[]): [number, number] {
  const x = points.reduce((a, p) => a + p[0], 0) / points.length;
  const h = points.reduce((a, p) => a + p[1], 0) / points.length;
  return [x, -h];
}

function wheel(id: string, cx: number, s: Silhouette, look: CarLook, spin: number, keyColor: string): string {
  const r = s.wheelR;
  const cy = -r;
  const rim = r * 0.74;
  const finish = RIMS[look.rim ?? 'silver'];
  const caliper = look.caliper ?? '#2b2c2e';
  const design = look.wheel ?? 'five';
  const spokes: string[] = [];
  const spoke = (angle: number, w0: number, w1: number, inner: number, outer: number) => {
    const a = (angle * Math.PI) / 180;
    const px = Math.cos(a + Math.PI / 2);
    const py = Math.sin(a + Math.PI / 2);
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    const pts = [
      [inner, -w0],
      [outer, -w1],
      [outer, w1],
      [inner, w0],
    ].map(([d, w]) => `${f(cx + ux * d + px * w)} ${f(cy + uy * d + py * w)}`);
    return `M${pts.join('L')}Z`;
  };
  if (design === 'five') {
    for (let i = 0; i < 5; i++)
      spokes.push(spoke(spin + i * 72, rim * 0.15, rim * 0.2, rim * 0.16, rim * 0.97));
  } else if (design === 'twin') {
    for (let i = 0; i < 5; i++) {
      spokes.push(spoke(spin + i * 72 - 8, rim * 0.06, rim * 0.075, rim * 0.18, rim * 0.97));
      spokes.push(spoke(spin + i * 72 + 8, rim * 0.06, rim * 0.075, rim * 0.18, rim * 0.97));
    }
  } else if (design === 'mesh') {
    for (let i = 0; i < 10; i++)
      spokes.push(spoke(spin + i * 36, rim * 0.04, rim * 0.08, rim * 0.16, rim * 0.97));
    for (let i = 0; i < 20; i++)
      spokes.push(spoke(spin + i * 18 + 9, rim * 0.02, rim * 0.045, rim * 0.5, rim * 0.97));
  } else {
    for (let i = 0; i < 7; i++) {
      const a0 = spin + i * (360 / 7);
      spokes.push(spoke(a0, rim * 0.09, rim * 0.14, rim * 0.16, rim * 0.62));
      spokes.push(spoke(a0 + 16, rim * 0.1, rim * 0.13, rim * 0.56, rim * 0.97));
    }
  }
  const ca = (-38 * Math.PI) / 180;
  const arcPt = (a: number, rr: number) => `${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`;
  const caliperPath = `M${arcPt(ca - 0.55, rim * 0.82)}A${f(rim * 0.82)} ${f(rim * 0.82)} 0 0 1 ${arcPt(ca + 0.55, rim * 0.82)}L${arcPt(ca + 0.5, rim * 0.56)}A${f(rim * 0.56)} ${f(rim * 0.56)} 0 0 0 ${arcPt(ca - 0.5, rim * 0.56)}Z`;
  const sidewall = `M${arcPt(-2.6, r * 0.9)}A${f(r * 0.9)} ${f(r * 0.9)} 0 0 1 ${arcPt(-0.9, r * 0.9)}`;
  return `
  <g>
    <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${id}-tyre)"/>
    <path d="${sidewall}" fill="none" stroke="${keyColor}" stroke-width="${f(r * 0.05)}" stroke-opacity="0.12" stroke-linecap="round"/>
    <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rim)}" fill="url(#${id}-barrel)"/>
    <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rim * 0.8)}" fill="url(#${id}-disc)"/>
    <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rim * 0.66)}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="${f(rim * 0.012)}" stroke-dasharray="${f(rim * 0.03)} ${f(rim * 0.05)}"/>
    <path d="${caliperPath}" fill="${caliper}"/>
    <path d="${caliperPath}" fill="url(#${id}-caliperlight)"/>
    <path d="${spokes.join('')}" fill="#000" fill-opacity="0.55" transform="translate(${f(rim * 0.025)} ${f(rim * 0.035)})"/>
    <path d="${spokes.join('')}" fill="url(#${id}-rim)"/>
    <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rim * 0.965)}" fill="none" stroke="url(#${id}-rim)" stroke-width="${f(rim * 0.07)}"/>
    <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rim)}" fill="none" stroke="${finish.face}" stroke-width="${f(rim * 0.018)}" stroke-opacity="0.9"/>
    <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rim * 0.19)}" fill="url(#${id}-rim)"/>
    <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rim * 0.1)}" fill="#121417" stroke="${finish.face}" stroke-width="${f(rim * 0.012)}"/>
  </g>`;
}

type CarLight = { key: string; rim: string; lowKey: boolean };

/** The car in its own coordinates: x from the nose (0) to the tail, y up from the ground (negative). */
function carGroup(id: string, look: CarLook, light: CarLight): { defs: string; body: string } {
  const s = SILHOUETTES[look.style];
  // Low-key shots keep the paint in shadow and let the rim light draw the shape.
  const paint = light.lowKey ? darken(look.paint, 0.45) : look.paint;
  const roof = Math.max(...s.body.map(([, h]) => h));
  const finish = RIMS[look.rim ?? 'silver'];
  const beltT = (roof - s.belt) / roof;
  // Where the glossy side stops mirroring the lit wall and starts mirroring the dark floor.
  const horizonT = (roof - (s.belt * 0.42 + s.sill * 0.58)) / roof;
  const body = bodyPath(s);
  const bright = hexToRgb(look.paint).reduce((a, b) => a + b, 0) / 765;
  // Very dark paints need more lift from the highlights to read against a dark set.
  const lift = bright < 0.15 ? 0.2 : 0.08;
  const glassPath = spline(s.glass, true, 0.4);
  const [hx, hy] = centroid(s.headlight);
  const [tx, ty] = centroid(s.taillight);

  const defs = `
    ${[
      vertical(`${id}-paint`, -roof, 0, [
        [0, lighten(paint, 0.3 + lift)],
        [beltT * 0.8, lighten(paint, 0.08 + lift / 2)],
        [beltT - 0.015, lighten(paint, 0.2 + lift)],
        [beltT, lighten(paint, 0.6 + lift)],
        [beltT + 0.02, lighten(paint, 0.1)],
        [beltT + 0.06, darken(paint, 0.25)],
        [horizonT - 0.04, lighten(paint, 0.1 + lift / 2)],
        [horizonT, lighten(paint, 0.18 + lift / 2)],
        [horizonT + 0.015, darken(paint, 0.32)],
        [0.84, darken(paint, 0.62)],
        [0.9, darken(paint, 0.5)],
        [1, darken(paint, 0.9)],
      ]),
      radial(
        `${id}-sheen`,
        [
          [0, light.key, light.lowKey ? 0.08 : 0.2],
          [1, light.key, 0],
        ],
        { cx: 0.5, cy: 0.5, r: 0.5 },
      ),
      linear(`${id}-shade`, { x1: 0, y1: 0, x2: s.length, y2: 0, gradientUnits: 'userSpaceOnUse' }, [
        [0, '#000', 0.5],
        [0.16, '#000', 0],
        [0.84, '#000', 0.05],
        [1, '#000', 0.6],
      ]),
      linear(
        `${id}-glass`,
        { x1: 0, y1: -roof, x2: s.length * 0.3, y2: -s.belt, gradientUnits: 'userSpaceOnUse' },
        [
          [0, '#4a515a'],
          [0.3, '#181b20'],
          [1, '#060709'],
        ],
      ),
      vertical(`${id}-rim`, -s.wheelR * 2, 0, [
        [0, lighten(finish.face, 0.2)],
        [0.45, finish.face],
        [0.6, finish.mid],
        [1, finish.edge],
      ]),
      radial(`${id}-barrel`, [
        [0.6, '#050505'],
        [1, '#1e1f21'],
      ]),
      radial(`${id}-disc`, [
        [0, '#101112'],
        [0.5, '#2c2e31'],
        [0.8, '#4a4d51'],
        [1, '#1a1b1d'],
      ]),
      downward(`${id}-caliperlight`, [
        [0, '#fff', 0.35],
        [0.6, '#fff', 0],
        [1, '#000', 0.3],
      ]),
      radial(`${id}-tyre`, [
        [0.72, '#070707'],
        [0.88, '#19191a'],
        [0.97, '#0d0d0e'],
        [1, '#040404'],
      ]),
      radial(`${id}-head`, [
        [0, '#ffffff', 0.55],
        [0.4, '#dbe6ff', 0.18],
        [1, '#dbe6ff', 0],
      ]),
      radial(`${id}-tail`, [
        [0, '#ff3030', 0.5],
        [1, '#ff2020', 0],
      ]),
    ].join('\n    ')}
    <clipPath id="${id}-clip"><path d="${body}"/></clipPath>
    <clipPath id="${id}-glassclip"><path d="${glassPath}"/></clipPath>`;

  const topLine = spline(s.body, false);
  const pillars = s.pillars
    .map(
      ([xb, xt, w]) =>
        `<path d="M${f(xb - w / 2)} ${-s.belt + 2}L${f(xt - w / 2)} ${-roof - 5}L${f(xt + w / 2)} ${-roof - 5}L${f(xb + w / 2)} ${-s.belt + 2}Z" fill="${s.blackPillars ? '#070809' : `url(#${id}-paint)`}"/>`,
    )
    .join('');
  const doors = s.doors
    .map(
      ([xb, xt]) =>
        `<path d="M${f(xt)} ${-s.belt - 1}L${f(xb)} ${-s.sill - 2}" stroke="#000" stroke-opacity="0.6" stroke-width="0.6" fill="none"/>`,
    )
    .join('');
  const handleX = s.doors.length > 2 ? s.doors[1][0] - 24 : s.doors[1][0] - 30;
  const intake = s.intake
    ? `<path d="${spline(s.intake, true, 0.6)}" fill="#040405"/>${glowStroke(spline(s.intake.slice(0, 3), false, 0.6), light.rim, 0.5, 0.35)}`
    : '';
  const rails = s.roofRails
    ? `<path d="M${s.glass[1][0] + 30} ${-roof - 1.6}L${s.glass[3][0] - 6} ${-roof - 1.6}" stroke="#0b0b0c" stroke-width="2.6" stroke-linecap="round"/>`
    : '';
  const spare = s.spare
    ? `<path d="M${s.length - 2} ${-s.belt + 34}A36 36 0 0 1 ${s.length - 2} ${-s.belt - 38}Z" fill="#0a0a0b"/><path d="M${s.length - 2} ${-s.belt + 34}A36 36 0 0 1 ${s.length - 2} ${-s.belt - 38}" fill="none" stroke="${light.rim}" stroke-width="0.7" stroke-opacity="0.35"/>`
    : '';
  const L = s.length;
  const wing = look.wing
    ? `<path d="M${L - 40} -121C${L - 38} -108 ${L - 46} -100 ${L - 44} -86" stroke="#0d0e10" stroke-width="3.2" fill="none"/>
       ${glowStroke(`M${L - 41.5} -120C${L - 39.5} -108 ${L - 47.5} -100 ${L - 45.5} -87`, light.rim, 0.4, 0.35)}
       <path d="M${L - 66} -123C${L - 40} -126 ${L - 14} -127 ${L - 4} -126L${L - 3} -119C${L - 20} -119 ${L - 44} -118 ${L - 64} -117Z" fill="#0d0e10"/>
       ${glowStroke(`M${L - 66} -123C${L - 40} -126 ${L - 14} -127 ${L - 4} -126`, light.rim, 0.6, 0.7)}`
    : '';
  const mirrorX = s.glass[0][0] + 8;
  const mirror = `<path d="M${mirrorX} ${-s.belt - 2}C${mirrorX + 2} ${-s.belt - 12} ${mirrorX + 16} ${-s.belt - 13} ${mirrorX + 20} ${-s.belt - 6}L${mirrorX + 16} ${-s.belt - 1}Z" fill="url(#${id}-paint)" stroke="#000" stroke-opacity="0.45" stroke-width="0.5"/>`;
  const archLip = (cx: number) => {
    const a0 = Math.PI * 1.12;
    const a1 = Math.PI * 1.88;
    const rr = s.archR + 0.8;
    return `M${f(cx + Math.cos(a0) * rr)} ${f(-s.wheelR + Math.sin(a0) * rr)}A${rr} ${rr} 0 0 1 ${f(cx + Math.cos(a1) * rr)} ${f(-s.wheelR + Math.sin(a1) * rr)}`;
  };
  const rimLight = light.lowKey ? 1 : 0.75;
  const flare = (cx: number) => {
    const rr = s.archR + 3;
    const dy = -s.sill + s.wheelR;
    const dx = Math.sqrt(rr * rr - dy * dy);
    return `M${f(cx + dx)} ${f(-s.sill)}A${rr} ${rr} 0 1 0 ${f(cx - dx)} ${f(-s.sill)}`;
  };
  const cladding = s.cladding
    ? `<rect x="-10" y="${-s.sill - 9}" width="${L + 20}" height="9" fill="#0a0a0b"/>
       <path d="${flare(s.frontAxle)}${flare(s.rearAxle)}" fill="none" stroke="#0a0a0b" stroke-width="7"/>
       <path d="M-10 ${-s.sill - 9}L${L + 10} ${-s.sill - 9}" stroke="${light.rim}" stroke-width="0.4" stroke-opacity="0.25"/>`
    : '';

  const bodySvg = `
    <path d="${wellPath(s, s.frontAxle)}" fill="#030303"/>
    <path d="${wellPath(s, s.rearAxle)}" fill="#030303"/>
    ${spare}
    <path d="${body}" fill="url(#${id}-paint)"/>
    <g clip-path="url(#${id}-clip)">
      <path d="${body}" fill="url(#${id}-shade)"/>
      <ellipse cx="${f(L * 0.46)}" cy="${f(-s.belt * 0.8)}" rx="${f(L * 0.32)}" ry="${f(s.belt * 0.32)}" fill="url(#${id}-sheen)"/>
      ${glowStroke(`M-10 ${-s.sill - 5}L${L + 10} ${-s.sill - 5}`, '#000', 3, 0.35)}
      ${cladding}
      ${glowStroke(topLine, light.rim, 1, rimLight)}
      ${glowStroke(archLip(s.frontAxle), light.rim, 0.5, rimLight * 0.45)}
      ${glowStroke(archLip(s.rearAxle), light.rim, 0.5, rimLight * 0.45)}
    </g>
    <path d="${body}" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="0.6"/>
    <path d="${glassPath}" fill="url(#${id}-glass)" stroke="${s.blackPillars ? '#050505' : darken(paint, 0.55)}" stroke-width="1.4"/>
    <g clip-path="url(#${id}-glassclip)">
      <path d="M${s.glass[0][0] + 20} ${-roof}L${s.glass[0][0] + 70} ${-roof}L${s.glass[0][0] + 30} ${-s.belt}L${s.glass[0][0] - 20} ${-s.belt}Z" fill="#fff" fill-opacity="0.05"/>
      ${pillars}
    </g>
    <path d="${glassPath}" fill="none" stroke="${finish.face}" stroke-width="0.35" stroke-opacity="0.35"/>
    ${rails}
    ${doors}
    <path d="M${handleX} ${-s.belt + 7}h12" stroke="${lighten(paint, 0.5)}" stroke-width="1.1" stroke-linecap="round" stroke-opacity="0.55"/>
    ${mirror}
    ${intake}
    ${wing}
    <ellipse cx="${f(hx)}" cy="${f(hy)}" rx="34" ry="11" fill="url(#${id}-head)"/>
    <path d="${polygon(s.headlight)}" fill="#f4f7fb"/>
    <ellipse cx="${f(tx)}" cy="${f(ty)}" rx="24" ry="7" fill="url(#${id}-tail)"/>
    <path d="${polygon(s.taillight)}" fill="#d3141c"/>
    ${wheel(id, s.frontAxle, s, look, 12, light.key)}
    ${wheel(id, s.rearAxle, s, look, 40, light.key)}`;
  return { defs, body: bodySvg };
}

// ---------- scenes ----------

type Stage = { wall: string; floor: string; glow: string; key: string; rim: string };

function stage(lighting: Lighting, tint: string): Stage {
  switch (lighting) {
    case 'strips':
      return {
        wall: '#0a0b0d',
        floor: '#131417',
        glow: mix('#3c4048', tint, 0.3),
        key: '#ffffff',
        rim: '#eef2f7',
      };
    case 'rim':
      return {
        wall: '#050506',
        floor: '#0b0b0d',
        glow: mix('#30343c', tint, 0.5),
        key: '#dfe5ee',
        rim: '#ffffff',
      };
    case 'showroom':
      return {
        wall: '#0b0c0e',
        floor: '#101114',
        glow: mix('#3a3e46', tint, 0.3),
        key: '#ffffff',
        rim: '#f4f6fa',
      };
    case 'dusk':
      return {
        wall: '#0c0a09',
        floor: '#14110e',
        glow: mix('#6a4a34', tint, 0.35),
        key: '#ffe6cc',
        rim: '#ffd8aa',
      };
    default:
      return {
        wall: '#0f1012',
        floor: '#17181b',
        glow: mix('#50535b', tint, 0.25),
        key: '#ffffff',
        rim: '#f2f4f7',
      };
  }
}

function sceneDefs(h: number, groundY: number, st: Stage): string {
  const glow = st.glow;
  return [
    vertical('wall', 0, f(groundY), [
      [0, darken(st.wall, 0.5)],
      [0.75, st.wall],
      [1, lighten(st.wall, 0.05)],
    ]),
    vertical('floor', f(groundY), h, [
      [0, st.floor],
      [1, '#020202'],
    ]),
    radial('keyglow', [
      [0, glow, 0.95],
      [0.55, glow, 0.3],
      [1, glow, 0],
    ]),
    radial('pool', [
      [0, lighten(glow, 0.2), 0.55],
      [1, glow, 0],
    ]),
    radial('horizon', [
      [0, lighten(glow, 0.5), 0.9],
      [0.4, glow, 0.35],
      [1, glow, 0],
    ]),
    radial('shadow', [
      [0, '#000', 0.95],
      [0.7, '#000', 0.6],
      [1, '#000', 0],
    ]),
    radial(
      'backwall',
      [
        [0, lighten(glow, 0.1), 0.6],
        [1, glow, 0.04],
      ],
      { cx: 0.5, cy: 0.75, r: 0.6 },
    ),
    vertical('striplight', f(groundY - h * 0.16), 0, [
      [0, '#fff', 0.1],
      [1, '#fff', 0.95],
    ]),
    vertical('striprefl', f(groundY), h, [
      [0, '#fff', 0.05],
      [1, '#fff', 0.22],
    ]),
    radial('bloom', [
      [0, '#fff', 0.35],
      [1, '#fff', 0],
    ]),
    downward('duskband', [
      [0, glow, 0],
      [1, glow, 0.6],
    ]),
    radial(
      'vignette',
      [
        [0.5, '#000', 0],
        [1, '#000', 0.75],
      ],
      { cx: 0.5, cy: 0.5, r: 0.72 },
    ),
    downward('fade', [
      [0, '#fff', 0.3],
      [0.5, '#fff', 0],
    ]),
  ].join('\n    ');
}

function backdrop(w: number, h: number, groundY: number, lighting: Lighting): string {
  const parts = [
    `<rect width="${w}" height="${h}" fill="url(#wall)"/>`,
    `<ellipse cx="${w / 2}" cy="${f(groundY - h * 0.18)}" rx="${f(w * 0.5)}" ry="${f(h * 0.48)}" fill="url(#keyglow)"/>`,
  ];
  if (lighting === 'dusk')
    parts.push(
      `<rect x="0" y="${f(groundY - h * 0.3)}" width="${w}" height="${f(h * 0.3)}" fill="url(#duskband)"/>`,
    );
  if (lighting === 'showroom') parts.push(showroomLights(w, h, groundY));
  if (lighting === 'strips') {
    for (const t of [0.2, 0.5, 0.8]) {
      const x = w * t - w * 0.11;
      parts.push(
        `<ellipse cx="${f(w * t)}" cy="${f(h * 0.08)}" rx="${f(w * 0.16)}" ry="${f(h * 0.05)}" fill="url(#bloom)"/>`,
        `<rect x="${f(x)}" y="${f(h * 0.075)}" width="${f(w * 0.22)}" height="${f(h * 0.01)}" rx="${f(h * 0.005)}" fill="#fff"/>`,
      );
    }
  }
  parts.push(
    `<rect x="0" y="${f(groundY)}" width="${w}" height="${f(h - groundY)}" fill="url(#floor)"/>`,
    `<ellipse cx="${w / 2}" cy="${f(groundY + h * 0.03)}" rx="${f(w * 0.48)}" ry="${f(h * 0.09)}" fill="url(#pool)"/>`,
  );
  if (lighting === 'rim' || lighting === 'dusk')
    parts.push(
      `<ellipse cx="${w / 2}" cy="${f(groundY)}" rx="${f(w * 0.6)}" ry="${f(h * 0.07)}" fill="url(#horizon)"/>`,
    );
  if (lighting === 'strips') {
    for (const t of [0.2, 0.5, 0.8]) {
      parts.push(
        `<rect x="${f(w * t - w * 0.11)}" y="${f(groundY + (groundY - h * 0.08) * 0.45)}" width="${f(w * 0.22)}" height="${f(h * 0.008)}" fill="#fff" fill-opacity="0.12"/>`,
      );
    }
  }
  return parts.join('\n');
}

/**
 * Ceiling light lines in one-point perspective, converging on a lit back wall, with their mirror
 * images in the polished floor.
 */
function showroomLights(w: number, h: number, groundY: number): string {
  const vx = w / 2;
  const vy = groundY - h * 0.16;
  // The ceiling meets the back wall here; the wall itself is a softly lit panel.
  const wallTop = vy - h * 0.13;
  const out: string[] = [
    `<rect x="${f(vx - w * 0.3)}" y="${f(wallTop)}" width="${f(w * 0.6)}" height="${f(groundY - wallTop)}" fill="url(#backwall)"/>`,
    `<path d="M${f(vx - w * 0.3)} ${f(wallTop)}H${f(vx + w * 0.3)}" stroke="#fff" stroke-opacity="0.08" stroke-width="1"/>`,
  ];
  const strip = (toX: number, toY: number, from: number, width: number, fill: string, opacity: number) => {
    const p = (t: number) => [vx + (toX - vx) * t, vy + (toY - vy) * t];
    const [ax, ay] = p(from);
    const [bx, by] = p(1);
    // Strips widen towards the camera, as they would in perspective.
    return `<path d="M${f(ax - width * from)} ${f(ay)}L${f(bx - width)} ${f(by)}L${f(bx + width)} ${f(by)}L${f(ax + width * from)} ${f(ay)}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
  };
  const floorFrom = (groundY - vy) / (h - vy);
  for (const lane of [-1.5, -0.9, -0.35, 0.35, 0.9, 1.5]) {
    const toX = vx + lane * w * 0.5;
    const from = (vy - wallTop) / vy;
    out.push(strip(toX, 0, from, w * 0.02, '#ffffff', 0.05));
    out.push(strip(toX, 0, from, w * 0.004, 'url(#striplight)', 1));
    out.push(strip(vx + lane * w * 0.5, h, floorFrom, w * 0.006, 'url(#striprefl)', 1));
  }
  return out.join('');
}

/** A car photographed in the studio, as SVG. */
export function carSceneSvg(look: CarLook, shot: Shot): string {
  const { width: w, height: h } = shot;
  const s = SILHOUETTES[look.style];
  const st = stage(shot.lighting, shot.tint ?? '#8090a0');
  const roof = Math.max(...s.body.map(([, y]) => y));
  let scale: number;
  let focusX: number;
  let groundY: number;
  switch (shot.framing) {
    case 'front':
      // Close, but never so close that a tall car loses its roofline.
      scale = Math.min((w * 1.3) / s.length, (h * 0.68) / roof);
      focusX = s.frontAxle + s.length * 0.14;
      groundY = h * 0.82;
      break;
    case 'rear':
      scale = Math.min((w * 1.25) / s.length, (h * 0.66) / roof);
      focusX = s.rearAxle - s.length * 0.12;
      groundY = h * 0.8;
      break;
    case 'wheel':
      scale = (h * 0.3) / s.wheelR;
      focusX = s.frontAxle + s.wheelR * 0.9;
      groundY = h * 0.86;
      break;
    case 'wide':
      scale = Math.min((w * 0.55) / s.length, (h * 0.34) / roof);
      focusX = s.length / 2;
      groundY = h * 0.74;
      break;
    default:
      scale = Math.min((w * 0.78) / s.length, (h * 0.48) / roof);
      focusX = s.length / 2;
      groundY = h * 0.72;
  }
  const flip = shot.facing === 'right';
  // The focus point of the car sits at the centre of the frame; facing right mirrors the car about it.
  const tx = flip ? w / 2 + focusX * scale : w / 2 - focusX * scale;
  const sx = flip ? -scale : scale;
  const toImageX = (x: number) => tx + x * sx;
  const car = carGroup('car', look, { key: st.key, rim: st.rim, lowKey: shot.lighting === 'rim' });
  const contact = (axle: number) =>
    `<ellipse cx="${f(toImageX(axle))}" cy="${f(groundY)}" rx="${f(s.wheelR * scale * 0.95)}" ry="${f(s.wheelR * scale * 0.1)}" fill="url(#shadow)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    ${sceneDefs(h, groundY, st)}
    ${car.defs}
    <g id="car">${car.body}</g>
    <mask id="reflmask" maskUnits="userSpaceOnUse" x="0" y="${f(groundY)}" width="${w}" height="${f(h - groundY)}">
      <rect x="0" y="${f(groundY)}" width="${w}" height="${f(roof * scale * 1.1)}" fill="url(#fade)"/>
    </mask>
  </defs>
  ${backdrop(w, h, groundY, shot.lighting)}
  <g mask="url(#reflmask)"><use xlink:href="#car" transform="translate(${f(tx)} ${f(groundY)}) scale(${f(sx)} ${f(-scale)})"/></g>
  <ellipse cx="${f(toImageX(s.length / 2))}" cy="${f(groundY)}" rx="${f((s.length / 2) * scale * 1.04)}" ry="${f(s.wheelR * scale * 0.28)}" fill="url(#shadow)"/>
  ${contact(s.frontAxle)}
  ${contact(s.rearAxle)}
  <use xlink:href="#car" transform="translate(${f(tx)} ${f(groundY)}) scale(${f(sx)} ${f(scale)})"/>
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>
</svg>`;
}

/** Fine grain hides the banding that smooth dark gradients otherwise show after JPEG compression. */
function grain(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height);
  let seed = (width * 7919 + height * 104729) >>> 0;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    noise[i] = 128 + ((seed >>> 24) % 7) - 3;
  }
  return sharp(noise, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const grainCache = new Map<string, Promise<Buffer>>();

export async function renderJpeg(svg: string, width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  if (!grainCache.has(key)) grainCache.set(key, grain(width, height));
  const base = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
  return sharp(base)
    .composite([{ input: await grainCache.get(key)!, blend: 'overlay' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

export function renderCarPhoto(look: CarLook, shot: Shot): Promise<Buffer> {
  return renderJpeg(carSceneSvg(look, shot), shot.width, shot.height);
}

// ---------- night scene ----------

/** Deterministic pseudo-random numbers, so every seed run draws the same pictures. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** A tapered ribbon along a quadratic curve: thin in the distance, wider near the camera. */
function ribbon(p0: number[], c: number[], p1: number[], w0: number, w1: number): string {
  const left: string[] = [];
  const right: string[] = [];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * c[0] + t ** 2 * p1[0];
    const y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * c[1] + t ** 2 * p1[1];
    const dx = 2 * (1 - t) * (c[0] - p0[0]) + 2 * t * (p1[0] - c[0]);
    const dy = 2 * (1 - t) * (c[1] - p0[1]) + 2 * t * (p1[1] - c[1]);
    const len = Math.hypot(dx, dy) || 1;
    const half = (w0 + (w1 - w0) * t * t) / 2;
    left.push(`${f(x - (dy / len) * half)} ${f(y + (dx / len) * half)}`);
    right.push(`${f(x + (dy / len) * half)} ${f(y - (dx / len) * half)}`);
  }
  return `M${left.join('L')}L${right.reverse().join('L')}Z`;
}

/** Long-exposure light trails on a road at night: a blurred skyline, city bokeh on the horizon. */
export function nightSceneSvg(width: number, height: number, seed: number, accent = '#ff3b30'): string {
  const w = width;
  const h = height;
  const rnd = random(seed);
  const vx = w * (0.5 + (rnd() - 0.5) * 0.2);
  const vy = h * 0.46;
  // The road sweeps in from one side, so the trails curve together.
  const bend = (rnd() < 0.5 ? -1 : 1) * w * (0.12 + rnd() * 0.1);
  const towers: string[] = [];
  let x = -20;
  while (x < w + 20) {
    const bw = w * (0.018 + rnd() * 0.04);
    const near = 1 - Math.min(1, Math.abs(x - vx) / (w * 0.7));
    const bh = h * (0.02 + rnd() ** 2.2 * 0.2 * (0.4 + near));
    towers.push(
      `<rect x="${f(x)}" y="${f(vy - bh)}" width="${f(bw)}" height="${f(bh + 2)}" fill="#0b111c"/>`,
    );
    for (let k = 0; k < bh / (h * 0.014); k++) {
      if (rnd() < 0.3)
        towers.push(
          `<rect x="${f(x + bw * (0.1 + rnd() * 0.7))}" y="${f(vy - bh + k * h * 0.014 + h * 0.005)}" width="${f(bw * 0.14)}" height="${f(h * 0.004)}" fill="#ffd8a0" fill-opacity="${(0.2 + rnd() * 0.5).toFixed(2)}"/>`,
        );
    }
    x += bw + w * 0.002;
  }
  const bokeh: string[] = [];
  for (let i = 0; i < 40; i++) {
    const spread = (rnd() - 0.5) * 2;
    const r = h * (0.006 + rnd() ** 2 * 0.03);
    const warm = rnd() < 0.75;
    bokeh.push(
      `<circle cx="${f(vx + spread * w * 0.55)}" cy="${f(vy - h * 0.01 - rnd() * h * 0.08 * (1 - Math.abs(spread) * 0.5))}" r="${f(r)}" fill="url(#${warm ? 'bokehwarm' : 'bokehcool'})" opacity="${(0.3 + rnd() * 0.6).toFixed(2)}"/>`,
    );
  }
  const trails: string[] = [];
  const trail = (side: -1 | 1, lane: number, color: string, bright: number) => {
    // Far away the lanes converge where the road bends out of sight; close up they fan out.
    const p0 = [vx + bend + side * w * 0.003 * (1 + lane), vy + h * 0.004];
    const p1 = [w / 2 + side * w * (0.06 + lane * 0.42), h + h * 0.04];
    const c = [w / 2 + side * w * lane * 0.07 + bend * 0.15, vy + h * 0.1];
    const wide = h * (0.004 + lane * 0.007);
    trails.push(
      `<path d="${ribbon(p0, c, p1, wide * 0.3, wide * 14)}" fill="${color}" fill-opacity="${(0.05 * bright).toFixed(3)}"/>`,
      `<path d="${ribbon(p0, c, p1, wide * 0.2, wide * 5)}" fill="${color}" fill-opacity="${(0.16 * bright).toFixed(3)}"/>`,
      `<path d="${ribbon(p0, c, p1, wide * 0.1, wide * 1.6)}" fill="${lighten(color, 0.6)}" fill-opacity="${(0.95 * bright).toFixed(3)}"/>`,
    );
  };
  for (const [i, lane] of [0.15, 0.32, 0.6, 0.95].entries()) trail(-1, lane, '#ffdca8', 0.7 + (i % 2) * 0.3);
  for (const [i, lane] of [0.2, 0.45, 0.75, 1.1].entries()) trail(1, lane, accent, 0.75 + (i % 2) * 0.25);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    ${[
      vertical('sky', 0, f(vy), [
        [0, '#010205'],
        [0.75, '#070c17'],
        [1, '#16192a'],
      ]),
      vertical('road', f(vy), h, [
        [0, '#0d0c0e'],
        [1, '#030303'],
      ]),
      radial(
        'cityglow',
        [
          [0, '#ff9c5a', 0.28],
          [0.5, '#c86a3a', 0.1],
          [1, '#ff9a52', 0],
        ],
        { cx: 0.5, cy: 0.5, r: 0.5 },
      ),
      radial('bokehwarm', [
        [0, '#ffd08c', 0.55],
        [0.8, '#ffb870', 0.4],
        [1, '#ffb870', 0],
      ]),
      radial('bokehcool', [
        [0, '#a8c8ff', 0.5],
        [0.8, '#8fb0ff', 0.32],
        [1, '#8fb0ff', 0],
      ]),
      radial(
        'vignette',
        [
          [0.45, '#000', 0],
          [1, '#000', 0.85],
        ],
        { cx: 0.5, cy: 0.5, r: 0.75 },
      ),
    ].join('\n    ')}
    <filter id="defocus" x="-5%" y="-20%" width="110%" height="140%"><feGaussianBlur stdDeviation="${f(h * 0.0025)}"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <g filter="url(#defocus)">${towers.join('')}</g>
  <ellipse cx="${f(vx)}" cy="${f(vy)}" rx="${f(w * 0.7)}" ry="${f(h * 0.22)}" fill="url(#cityglow)"/>
  <rect x="0" y="${f(vy)}" width="${w}" height="${f(h - vy)}" fill="url(#road)"/>
  <ellipse cx="${f(vx + bend)}" cy="${f(vy)}" rx="${f(w * 0.6)}" ry="${f(h * 0.08)}" fill="url(#cityglow)" opacity="0.8"/>
  ${bokeh.join('')}
  ${trails.join('')}
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>
</svg>`;
}

// ---------- wordmarks ----------

/**
 * A small monoline geometric capital alphabet (cap height 100, stroke centre lines). Drawing the
 * letters as paths keeps the wordmarks identical on every machine, whatever fonts are installed.
 */
const GLYPHS: Record<string, { w: number; d: string }> = {
  A: { w: 76, d: 'M0 100L38 0L76 100M14 64H62' },
  B: { w: 61, d: 'M0 50H32A25 25 0 0 0 32 0H0V100H36A25 25 0 0 0 36 50' },
  C: { w: 86, d: 'M85.4 14.6A50 50 0 1 0 85.4 85.4' },
  D: { w: 88, d: 'M0 0V100H38A50 50 0 0 0 38 0Z' },
  E: { w: 60, d: 'M60 0H0V100H60M0 50H52' },
  F: { w: 60, d: 'M60 0H0V100M0 50H52' },
  G: { w: 100, d: 'M85.4 14.6A50 50 0 1 0 100 50H56' },
  H: { w: 72, d: 'M0 0V100M72 0V100M0 50H72' },
  I: { w: 0, d: 'M0 0V100' },
  J: { w: 48, d: 'M48 0V74A24 24 0 0 1 0 74' },
  K: { w: 66, d: 'M0 0V100M64 0L0 64M24 44L66 100' },
  L: { w: 56, d: 'M0 0V100H56' },
  M: { w: 88, d: 'M0 100V0L44 100L88 0V100' },
  N: { w: 72, d: 'M0 100V0L72 100V0' },
  O: { w: 100, d: 'M50 0A50 50 0 1 0 50 100A50 50 0 1 0 50 0Z' },
  P: { w: 60, d: 'M0 100V0H34A26 26 0 0 1 34 52H0' },
  Q: { w: 100, d: 'M50 0A50 50 0 1 0 50 100A50 50 0 1 0 50 0ZM64 70L98 104' },
  R: { w: 64, d: 'M0 100V0H34A26 26 0 0 1 34 52H0M30 52L64 100' },
  S: {
    w: 70,
    d: 'M66 14C60 5 50 0 36 0C18 0 6 10 6 25C6 42 22 46 36 50C54 55 70 60 70 76C70 92 55 100 36 100C20 100 8 94 0 84',
  },
  T: { w: 72, d: 'M0 0H72M36 0V100' },
  U: { w: 72, d: 'M0 0V64A36 36 0 0 0 72 64V0' },
  V: { w: 76, d: 'M0 0L38 100L76 0' },
  W: { w: 108, d: 'M0 0L26 100L54 0L82 100L108 0' },
  X: { w: 68, d: 'M0 0L68 100M68 0L0 100' },
  Y: { w: 72, d: 'M0 0L36 50L72 0M36 50V100' },
  Z: { w: 66, d: 'M0 0H66L0 100H66' },
  '-': { w: 30, d: 'M0 56H30' },
  '&': {
    w: 70,
    d: 'M70 100L14 34C4 20 12 0 30 0C48 0 54 20 42 32L10 62C0 74 6 100 32 100C48 100 60 92 68 76',
  },
};

/** White monoline capitals, widely tracked, centred on a transparent canvas. */
export function wordmarkSvg(name: string, width = 480, height = 160): string {
  const tracking = 42;
  const space = 72;
  const stroke = 8;
  let x = 0;
  const paths: string[] = [];
  for (const ch of name.toUpperCase()) {
    const glyph = GLYPHS[ch];
    if (!glyph) {
      x += space;
      continue;
    }
    paths.push(`<path transform="translate(${x} 0)" d="${glyph.d}"/>`);
    x += glyph.w + tracking;
  }
  const textWidth = x - tracking + stroke;
  const scale = Math.min(0.5, (width * 0.9) / textWidth);
  const tx = (width - textWidth * scale) / 2 + (stroke / 2) * scale;
  const ty = (height - 100 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <g transform="translate(${f(tx)} ${f(ty)}) scale(${scale.toFixed(4)})" fill="none" stroke="#ffffff" stroke-width="${stroke}" stroke-linecap="butt" stroke-linejoin="miter" stroke-miterlimit="3">
    ${paths.join('')}
  </g>
</svg>`;
}

export function renderWordmark(name: string, width = 480, height = 160): Promise<Buffer> {
  return sharp(Buffer.from(wordmarkSvg(name, width, height)))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}
