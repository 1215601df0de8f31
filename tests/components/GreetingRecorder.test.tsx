import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GreetingRecorder } from '@/components/account/voicemail/GreetingRecorder';
import { alerts } from './render';
import { stubFetch } from './upstream-stub';
import { renderAccountIsland } from './account-fetch';

/**
 * Recording a greeting in the browser (MediaRecorder, audio/webm), with a stand-in microphone and
 * recorder: start and stop on one keyboard-operable button, listen, save through the greeting's
 * route handler; a denied or missing microphone and a browser that cannot record are said.
 */

/** The first bytes of a WebM file (EBML header): what the recording's check recognises. */
const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]);
const track = { stop: jest.fn() };

class FakeRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm';
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options: { mimeType: string },
  ) {}
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([WEBM], { type: 'audio/webm;codecs=opus' }) });
    this.onstop?.();
  }
}

function microphone(getUserMedia: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: jest.fn(getUserMedia) }, configurable: true });
}

beforeEach(() => {
  Object.assign(globalThis, { MediaRecorder: FakeRecorder });
  URL.createObjectURL = jest.fn(() => 'blob:recording');
  URL.revokeObjectURL = jest.fn();
  microphone(async () => ({ getTracks: () => [track] }));
  track.stop.mockClear();
});

function renderRecorder() {
  return renderAccountIsland(<GreetingRecorder ids={{ customer: '30000001', product: 'P-1' }} />);
}

describe('GreetingRecorder', () => {
  it('records with the keyboard, plays it back and saves it as audio/webm', async () => {
    const calls = stubFetch({ 'PUT /api/account/voicemail/P-1/greeting': [{ status: 200, body: { available: true } }] });
    const { container } = renderRecorder();
    const button = screen.getByRole('button', { name: 'Start recording' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Recording. Speak your greeting now.')).toBeInTheDocument();
    expect(button).toHaveAccessibleName('Stop recording');
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Listen to your recording, then save it or record again.')).toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    expect(container.querySelector('audio')).toHaveAttribute('src', 'blob:recording');

    await userEvent.click(screen.getByRole('button', { name: 'Save this recording' }));
    expect(await screen.findByText('Your greeting has been saved. Callers hear it from now on.')).toBeInTheDocument();
    const [, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'Content-Type': 'audio/webm' });
    expect(calls[0]?.body).toBeInstanceOf(Blob);
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start recording' })).toHaveFocus();
  });

  it('keeps the recording when saving fails, to try again', async () => {
    stubFetch({ 'PUT /api/account/voicemail/P-1/greeting': [{ status: 503, body: { error: 'unavailable' } }] });
    renderRecorder();
    await userEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save this recording' }));
    await waitFor(() => expect(alerts()).toContain('could not be saved'));
    expect(screen.getByRole('button', { name: 'Save this recording' })).toBeInTheDocument();
  });

  it('says when the microphone may not be used', async () => {
    microphone(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    renderRecorder();
    await userEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    await waitFor(() => expect(alerts()).toContain('This page may not use your microphone.'));
  });

  it('says when there is no microphone', async () => {
    microphone(async () => {
      throw new DOMException('Requested device not found', 'NotFoundError');
    });
    renderRecorder();
    await userEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    await waitFor(() => expect(alerts()).toContain('No microphone was found.'));
  });

  it('says when the browser cannot record WebM, and offers the upload instead', async () => {
    Object.assign(globalThis, { MediaRecorder: undefined });
    renderRecorder();
    await userEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    await waitFor(() => expect(alerts()).toContain('Your browser cannot record a greeting. Please upload an audio file instead.'));
  });
});
