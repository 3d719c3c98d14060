import type { PostTarget } from '../../../api/contentTypes';
import { svNews } from '../../../text/svNews';

const t = svNews.targets;

/** A publishing place as the form's select names it. */
export function targetLabel(target: PostTarget): string {
  const org = target.organization;
  switch (target.kind) {
    case 'everyone':
      return t.everyone;
    case 'organization':
      return org?.kind === 'secretariat' ? t.intranet : t.organization(org?.name ?? '');
    case 'board':
      return org?.kind === 'secretariat' ? t.intranetBoard : t.board(org?.name ?? '');
    case 'workplace':
      return t.workplace(target.workplace?.name ?? '');
  }
}
