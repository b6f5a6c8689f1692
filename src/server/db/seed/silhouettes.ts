/**
 * Side profiles of the demo body styles, in centimetres: x from the nose, h above the ground. The
 * outlines themselves are numbers only, so they live in silhouettes.json beside this file; here are their
 * shape and what each number means.
 */
import outlines from './silhouettes.json' with { type: 'json' };

export type BodyStyle =
  | 'coupe'
  | 'supercar'
  | 'gt'
  | 'sedan'
  | 'limousine'
  | 'wagon'
  | 'suv'
  | 'luxury-suv'
  | 'offroader';

export type Pt = readonly [x: number, h: number, corner?: 1];

export type Silhouette = {
  length: number;
  frontAxle: number;
  rearAxle: number;
  wheelR: number;
  archR: number;
  /** Height of the sill line above the ground. */
  sill: number;
  /** Height of the shoulder crease, where the side catches the key light. */
  belt: number;
  /** Outline from the front lip, over the roof, to the bottom of the rear bumper. */
  body: Pt[];
  glass: Pt[];
  /** Pillars drawn over the glass: [x at the belt, x at the roof, width]. */
  pillars: [number, number, number][];
  headlight: Pt[];
  taillight: Pt[];
  doors: [number, number][];
  /** Dark side intake ahead of the rear wheel (mid-engined cars). */
  intake?: Pt[];
  blackPillars?: boolean;
  /** Black lower cladding and arch flares (SUVs). */
  cladding?: boolean;
  roofRails?: boolean;
  spare?: boolean;
};

// A JSON import is typed by its values (a point is number[], which TypeScript will not take for the Pt tuple
// even with a plain cast), so it goes through unknown; the seed tests draw every body style.
export const SILHOUETTES = outlines as unknown as Record<BodyStyle, Silhouette>;
