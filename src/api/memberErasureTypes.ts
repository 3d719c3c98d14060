/** Issue 37, erasure of a former member: declared once, as schemas (./shapes/memberErasure.ts). Re-exported from ./types. */
export type { MemberErasureGoes, MemberErasurePreview, MemberErasureResult, MemberErasureStays, MemberStanding } from './shapes/memberErasure';
