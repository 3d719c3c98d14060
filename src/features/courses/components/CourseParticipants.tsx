import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import type { Course, CourseParticipant } from '../../../api/contentTypes';
import { formatDateTime } from '../../../lib/dates';
import { svCourseRegistration as t } from '../../../text/svCourseRegistration';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import { exportRequested, removeConfirmed, removeDismissed, removeRequested } from '../courseRegistrationActions';
import { selectCourseRegistrationState, selectParticipants } from '../courseRegistrationSlice';

const c = t.columns;

/**
 * The secretariat's view of a course's sign-ups (issue 25; spec §6, courses are theirs): the
 * participants, the waiting list in its order, removing one, and the list as CSV. A protected
 * identity comes from the server as name and member number only.
 */
export function CourseParticipants({ course }: { course: Course }) {
  const entry = useAppSelector((state: RootState) => selectParticipants(state, course.id));
  const { removing, exporting } = useAppSelector(selectCourseRegistrationState);
  const dispatch = useAppDispatch();
  const data = entry?.data ?? null;
  const { questions } = course;
  const table = (rows: CourseParticipant[], caption: string, waiting: boolean) => (
    // Focusable and named: at 375 px the table scrolls sideways, and a keyboard must reach it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={t.participantsTable(caption)} tabIndex={0}>
      <table className="participants-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {waiting && <th scope="col">{c.place}</th>}
            <th scope="col">{c.name}</th>
            <th scope="col">{c.memberNumber}</th>
            <th scope="col">{c.email}</th>
            <th scope="col">{c.registeredAt}</th>
            {questions.dietary && <th scope="col">{c.dietary}</th>}
            {questions.workplace && <th scope="col">{c.workplace}</th>}
            {questions.question && <th scope="col">{c.answer}</th>}
            <th scope="col"><span className="visually-hidden">{c.actions}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.user_id}>
              {waiting && <td>{p.place}</td>}
              <th scope="row">{p.name}</th>
              <td>{p.member_number ?? '–'}</td>
              {p.protected_identity
                ? <td className="participants-table__wrap muted" colSpan={2 + Number(questions.dietary) + Number(questions.workplace) + Number(Boolean(questions.question))}>{t.protectedIdentity}</td>
                : (
                  <>
                    <td className="participants-table__wrap">{p.email ?? '–'}</td>
                    <td className="participants-table__nowrap">{formatDateTime(p.registered_at)}</td>
                    {questions.dietary && <td className="participants-table__wrap">{p.dietary ?? '–'}</td>}
                    {questions.workplace && <td className="participants-table__wrap">{p.workplace ?? '–'}</td>}
                    {questions.question && <td className="participants-table__wrap">{p.answer ?? '–'}</td>}
                  </>
                )}
              <td>
                <button type="button" className="button" aria-label={t.removeLabel(p.name)}
                  onClick={() => dispatch(removeRequested({ courseId: course.id, userId: p.user_id, name: p.name }))}>
                  {t.remove}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <section className="course-participants" aria-labelledby="course-participants-heading">
      <div className="course-participants__head">
        <h2 id="course-participants-heading">{t.participants}</h2>
        {data && (data.participants.length > 0 || data.waiting.length > 0) && (
          <button type="button" className="button" disabled={exporting === course.id} onClick={() => dispatch(exportRequested({ courseId: course.id }))}>
            {exporting === course.id ? t.exporting : t.export}
          </button>
        )}
      </div>
      {!data && (entry?.status === 'error' || entry?.status === 'unauthorised') && <p role="alert" className="form-error">{t.participantsFailed}</p>}
      {!data && (!entry || entry.status === 'getting' || entry.status === 'waiting') && <Spinner />}
      {data && (
        <>
          <p>{t.participantsCount(data.participants.length, data.seats)}</p>
          {data.participants.length ? table(data.participants, t.participants, false) : <p className="muted">{t.noParticipants}</p>}
          <h3>{t.waitingList}</h3>
          {data.waiting.length ? table(data.waiting, t.waitingList, true) : <p className="muted">{t.noWaiting}</p>}
        </>
      )}
      <ConfirmDialog
        open={removing?.courseId === course.id}
        title={t.removeTitle}
        text={removing ? t.removeText(removing.name) : ''}
        confirm={t.remove}
        busyText={t.removing}
        cancel={t.keepParticipant}
        busy={removing?.status === 'submitting'}
        onConfirm={() => dispatch(removeConfirmed())}
        onCancel={() => dispatch(removeDismissed())}
      />
    </section>
  );
}
