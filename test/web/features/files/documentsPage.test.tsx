import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DocumentFile } from '../../../../src/api/documentTypes';
import { renderPortal, flush, ok, demoUsers, GOTLAND, type CasesHarness } from '../cases/support';
import { KALMAR, KALMAR_WORKPLACE } from '../../support/users';

const doc = (n: number, over: Partial<DocumentFile> = {}): DocumentFile => ({
  id: `d${n}`, fileName: `Dokument ${n}.pdf`, uploadedBy: { name: 'Anna Lindqvist' }, uploadedAt: `2026-0${n}-01T08:00:00.000Z`,
  tags: [], workplace: null, workplaceId: null, isPublic: true, associationId: GOTLAND, size: 100, ...over,
});

function withFiles(files: DocumentFile[]) {
  return (h: CasesHarness) => {
    (h.services.api as unknown as { files: unknown }).files = {
      getFiles: jest.fn(async () => ok({ files })),
      deleteFile: jest.fn(),
      setPublic: jest.fn(),
    };
  };
}

const names = () => screen.getAllByRole('button', { name: /^Ladda ner / }).map((b) => b.textContent);

describe('the document list (spec §2, §3, §4, §5)', () => {
  const files = [
    doc(1, { fileName: 'Årsmöte.pdf', uploadedBy: { name: 'Örjan Berg' }, tags: ['Protokoll'] }),
    doc(3, { fileName: 'Budget.xlsx', tags: ['Möteshandling'] }),
    doc(2, { fileName: 'Arbetsplatsens rutiner.pdf', workplaceId: KALMAR_WORKPLACE, workplace: { id: KALMAR_WORKPLACE } }),
  ];

  test("columns 'Dokumentnamn', 'Uppladdat av', 'Uppladdningsdatum'; uploadedAt descending by default; workplace files left out", async () => {
    const view = await renderPortal(`/organisation/${GOTLAND}/dokument`, { user: demoUsers.medlem, configure: withFiles(files) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dokument' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Dokumentnamn' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Uppladdat av' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Uppladdningsdatum/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Budget.xlsx', 'Årsmöte.pdf']);
    // A member manages nothing: no upload, no public switch, no public/private filter.
    expect(screen.queryByRole('button', { name: 'Ladda upp dokument' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByLabelText('Synlighet')).toBeNull();
    view.unmount();
  });

  test('a new column starts ascending, the same column flips; the URL keeps the sort', async () => {
    const view = await renderPortal(`/organisation/${GOTLAND}/dokument`, { user: demoUsers.medlem, configure: withFiles(files) });
    await screen.findByRole('heading', { level: 1, name: 'Dokument' });
    fireEvent.click(screen.getByRole('button', { name: /Uppladdat av/ }));
    await flush();
    expect(names()).toEqual(['Budget.xlsx', 'Årsmöte.pdf']);
    expect(view.router.state.location.search).toBe('?sortera=uploadedBy&ordning=stigande');
    fireEvent.click(screen.getByRole('button', { name: /Dokumentnamn/ }));
    await flush();
    expect(names()).toEqual(['Budget.xlsx', 'Årsmöte.pdf']);
    expect(screen.getByRole('columnheader', { name: /Dokumentnamn/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /Dokumentnamn/ }));
    await flush();
    expect(names()).toEqual(['Årsmöte.pdf', 'Budget.xlsx']);
    expect(view.router.state.location.search).toBe('?sortera=fileName&ordning=fallande');
    // Back restores the view from the URL.
    await act(async () => { await view.router.navigate(-1); });
    await flush();
    expect(screen.getByRole('columnheader', { name: /Dokumentnamn/ })).toHaveAttribute('aria-sort', 'ascending');
    view.unmount();
  });

  test("filters by tag and text; 'Inga dokument hittades' after a search, 'Du har inga dokument' when empty", async () => {
    const view = await renderPortal(`/organisation/${GOTLAND}/dokument?tagg=Protokoll`, { user: demoUsers.medlem, configure: withFiles(files) });
    await screen.findByRole('heading', { level: 1, name: 'Dokument' });
    await flush();
    expect(names()).toEqual(['Årsmöte.pdf']);
    fireEvent.change(screen.getByLabelText('Sök dokument'), { target: { value: 'budget' } });
    await flush();
    expect(screen.getByText('Inga dokument hittades')).toBeInTheDocument();
    view.unmount();
    const empty = await renderPortal(`/organisation/${GOTLAND}/dokument`, { user: demoUsers.medlem, configure: withFiles([]) });
    expect(await screen.findByText('Du har inga dokument')).toBeInTheDocument();
    empty.unmount();
  });

  test('the board filters public or private, toggles the flag, and is refused a wrong type in the upload dialog', async () => {
    const boardFiles = [doc(1, { associationId: KALMAR, isPublic: false }), doc(2, { associationId: KALMAR, isPublic: true })];
    const view = await renderPortal(`/organisation/${KALMAR}/dokument`, { user: demoUsers.ombud, configure: withFiles(boardFiles) });
    await screen.findByRole('heading', { level: 1, name: 'Dokument' });
    fireEvent.change(screen.getByLabelText('Synlighet'), { target: { value: 'private' } });
    await flush();
    expect(names()).toEqual(['Dokument 1.pdf']);
    expect(screen.getByRole('checkbox', { name: 'Publikt: Dokument 1.pdf' })).not.toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Ladda upp dokument' }));
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Ladda upp dokument' });
    fireEvent.change(within(dialog).getByLabelText('Välj fil'), { target: { files: [new File(['MZ'], 'program.exe')] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Ogiltig dokumenttyp. Välj dokument av typen txt, pdf, doc, docx, jpeg, jpg, png, mp4, m4v, wmv, xls, xlsx, xlsm, ppt, pps och pptx.',
    );
    expect(within(dialog).getByRole('button', { name: 'Ladda upp' })).toBeDisabled();
    const big = new File(['x'], 'film.mp4');
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 + 1 });
    fireEvent.change(within(dialog).getByLabelText('Välj fil'), { target: { files: [big] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dokumentet du försökte ladda upp är för stort.');
    fireEvent.change(within(dialog).getByLabelText('Välj fil'), { target: { files: [new File(['%PDF-1.7'], 'Protokoll.pdf')] } });
    expect(within(dialog).getByText('Protokoll.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Övrigt' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Kongress' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ta bort Protokoll.pdf' }));
    expect(within(dialog).queryByText('Protokoll.pdf')).toBeNull();
    view.unmount();
  });

  test("another association's documents are not for a member (Åtkomst nekad), and nothing is asked for", async () => {
    const view = await renderPortal(`/organisation/${KALMAR}/dokument`, { user: demoUsers.medlem, configure: withFiles([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Åtkomst nekad' })).toBeInTheDocument();
    const api = (view.services.api as unknown as { files: { getFiles: jest.Mock } }).files;
    expect(api.getFiles.mock.calls.map((c) => c[0])).not.toContain(KALMAR);
    view.unmount();
  });
});
