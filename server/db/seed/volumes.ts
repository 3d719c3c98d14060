export interface SeedOptions {
  /** Multiplies the bulk volumes (members, cases, posts, courses, documents). Default 1. */
  scale?: number;
  /** 'small': every demo account and organisation, about a tenth of the bulk rows (fast tests). */
  volume?: 'full' | 'small';
}

export interface SeedVolumes { members: number; cases: number; posts: number; courses: number; documents: number }

/** Members include the six demo members; staff (secretariat, economists) come on top. */
export function seedVolumes(options: SeedOptions = {}): SeedVolumes {
  const scale = options.scale ?? 1;
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error(`The seed scale must be a positive number, not ${scale}`);
  const factor = (options.volume ?? 'full') === 'small' ? 0.1 : 1;
  const n = (base: number, minimum: number) => Math.max(minimum, Math.round(base * factor * scale));
  return { members: n(1500, 120), cases: n(2500, 60), posts: n(150, 12), courses: n(30, 3), documents: n(120, 12) };
}
