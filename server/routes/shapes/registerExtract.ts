import { Type, type Static } from '@sinclair/typebox';
import type { RegisterExtract as RegisterExtractDto, RegisterExtracts as RegisterExtractsDto } from '../../../src/api/registerExtractTypes';
import { NullableString, OrNull, StringEnum, same } from './common';

/** Issue 37, the register extract's calls (server/routes/registerExtract.ts). */
export const RegisterExtract = Type.Object({
  id: Type.String(),
  state: StringEnum(['pending', 'ready'] as const),
  requestedAt: Type.String(),
  readyAt: NullableString,
  expiresAt: NullableString,
  size: OrNull(Type.Number()),
  byLetter: Type.Boolean(),
});
export const RegisterExtracts = Type.Object({ extracts: Type.Array(RegisterExtract), nextAllowedAt: NullableString });

same<Static<typeof RegisterExtract>, RegisterExtractDto>(true);
same<Static<typeof RegisterExtracts>, RegisterExtractsDto>(true);
