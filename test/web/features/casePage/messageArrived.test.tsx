import { act, render, screen } from '@testing-library/react';
import type { CaseMessage } from '../../../../src/api/types';
import { Provider } from 'react-redux';
import { ARRIVED_NOTE_MS, Conversation as Bare } from '../../../../src/features/casePage/components/Conversation';
import { makeStore } from '../../../../src/app/store';

const store = makeStore();
const Conversation = (props: { messages: CaseMessage[]; userId: string }) => <Provider store={store}><Bare {...props} /></Provider>;

const ME = 'de300000-0000-4000-8000-000000000001';
const LENA = 'de300000-0000-4000-8000-000000000006';
const message = (n: number, senderId: string): CaseMessage => ({
  id: `m${n}`, sender: { id: senderId, name: senderId === ME ? 'Anna Berg' : 'Lena Ekström' }, message: `Meddelande ${n}`,
  created: `2026-11-0${n}T10:00:00.000Z`, files: [],
});

describe("issue 34: live updates say what came: 'Nytt meddelande' on the open case", () => {
  beforeEach(() => { jest.useFakeTimers(); });
  afterEach(() => { jest.useRealTimers(); });

  test("a colleague's message that a reload brings shows 'Nytt meddelande', politely, for a while", () => {
    const view = render(<Conversation messages={[message(1, ME)]} userId={ME} />);
    expect(screen.queryByText('Nytt meddelande')).toBeNull();
    view.rerender(<Conversation messages={[message(1, ME), message(2, LENA)]} userId={ME} />);
    const note = screen.getByText('Nytt meddelande');
    expect(note.closest('[aria-live="polite"]')).not.toBeNull();
    act(() => { jest.advanceTimersByTime(ARRIVED_NOTE_MS); });
    expect(screen.queryByText('Nytt meddelande')).toBeNull();
  });

  test("the user's own reply, the first render and another case say nothing", () => {
    const view = render(<Conversation messages={[message(1, LENA), message(2, LENA)]} userId={ME} />);
    expect(screen.queryByText('Nytt meddelande')).toBeNull();
    view.rerender(<Conversation messages={[message(1, LENA), message(2, LENA), message(3, ME)]} userId={ME} />);
    expect(screen.queryByText('Nytt meddelande')).toBeNull();
    view.rerender(<Conversation messages={[message(7, LENA), message(8, LENA)]} userId={ME} />);
    expect(screen.queryByText('Nytt meddelande')).toBeNull();
  });
});
