import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render';
import { storeSession } from '@/test/session';
import { DisplayScreen } from './display-screen';

const called = (number: number, counter: string, minute: number) => ({
  _id: `t${number}`,
  number,
  service: 'Laboratory',
  status: 'called',
  counter,
  calledAt: `2026-11-20T09:${String(minute).padStart(2, '0')}:00.000Z`,
});

let tickets: ReturnType<typeof called>[];
const speak = vi.fn();

beforeEach(() => {
  storeSession();
  tickets = [called(7, '2', 1), called(8, '3', 2)];
  server.use(
    mock.get('*/api/tickets', () => HttpResponse.json(tickets)),
    mock.get('*/api/tickets/count', () => HttpResponse.json({ count: 12 })),
  );
  // jsdom has no speech synthesis: a stand-in that records what would be said.
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      constructor(public text: string) {}
    },
  );
  vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn(), getVoices: () => [], pending: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  speak.mockReset();
  onlineManager.setOnline(true);
});

const nowCalling = () => screen.getByRole('region', { name: 'Now calling' });

describe('the waiting-room display', () => {
  it('shows the call, the ones before it and the count; announces new calls only', async () => {
    const { queryClient } = renderRoute(DisplayScreen);
    await waitFor(() => expect(within(nowCalling()).getByText('8')).toBeInTheDocument());
    expect(within(nowCalling()).getByText('Counter 3')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Last called' })).toHaveTextContent('7Counter 2');
    expect(screen.getByRole('region', { name: 'Waiting' })).toHaveTextContent('12');

    tickets = [...tickets, called(9, '4', 3)];
    await act(() => queryClient.invalidateQueries({ queryKey: ['tickets'] }));
    await waitFor(() => expect(within(nowCalling()).getByText('9')).toBeInTheDocument());
    await waitFor(() => expect(speak).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    expect(speak.mock.calls[0]![0]).toMatchObject({ text: 'Ticket 9, counter 4', lang: 'en-GB' });
  });

  it('stays silent with voice and chime turned off, and remembers it', async () => {
    const { queryClient, user } = renderRoute(DisplayScreen);
    await waitFor(() => expect(within(nowCalling()).getByText('8')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Voice and chime', pressed: true }));
    expect(localStorage.getItem('clinic-admin.queue.display.sound')).toBe('off');

    tickets = [...tickets, called(9, '4', 3)];
    await act(() => queryClient.invalidateQueries({ queryKey: ['tickets'] }));
    await waitFor(() => expect(within(nowCalling()).getByText('9')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // past the chime's delay
    expect(speak).not.toHaveBeenCalled();
  });

  it('says the connection is lost while offline, and recovers by itself', async () => {
    renderRoute(DisplayScreen);
    await waitFor(() => expect(within(nowCalling()).getByText('8')).toBeInTheDocument());
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('alert')).toHaveTextContent('Connection lost. Trying again…');
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says so on screen when the session is lost, with a way to sign in again', async () => {
    server.use(
      mock.get('*/api/tickets', () => HttpResponse.json({ msg: 'Expired' }, { status: 401 })),
    );
    renderRoute(DisplayScreen);
    // The lost session locks the desk: the page is covered at once (the waiting room sees the
    // lock's neutral screen, not the queue nor anyone's name: app/auth/lock-cover.ts), and the
    // display says it is signed out underneath, for when the cover is taken down.
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(document.documentElement).toHaveAttribute('data-session-locked');
    expect(alert).toHaveTextContent('This display is signed out.');
    // Under the cover nothing has an accessible name: the link is found by its text.
    expect(within(alert).getByText('Sign in again').closest('a')).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdisplay',
    );
  });
});
