import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ForwardForm } from '@/components/account/voicemail/ForwardForm';
import { GreetingPlayer } from '@/components/account/voicemail/GreetingPlayer';
import { GreetingUpload } from '@/components/account/voicemail/GreetingUpload';
import { VoicemailForm } from '@/components/account/voicemail/VoicemailForm';
import type { VoicemailSettings, VoicemailSpeaker } from '@/lib/platform/contracts/voicemail';
import { alerts, renderIsland } from './render';
import { stubFetch } from './upstream-stub';

/**
 * The voicemail screen's islands (issue 15 §2): settings and forwarding saved with field errors at
 * their fields and the values kept, the greeting uploaded (checked here first), played and removed,
 * and answers that fail without a status (SPEC §8) told as "could not be saved".
 */

const IDS = { customer: '30000001', product: 'P-1' };
const SETTINGS_URL = 'PUT /api/upstream/customerarea/settings/P-1';
const GREETING_URL = 'PUT /api/account/voicemail/P-1/greeting';
const DELETE_URL = 'DELETE /api/upstream/customerarea/settings/P-1/customvoicemail';
const NOT_SAVED = 'Your changes could not be saved. Everything you entered is still here.';

const SETTINGS: VoicemailSettings = {
  voicemail: {
    enabled: true,
    notifySMS: true,
    notifyMail: false,
    mailAddress: null,
    withoutRecording: false,
    notifyNoService: true,
    calleeAsSMSSource: false,
    customVoicemail: false,
    voiceMailSpeakerId: 21,
  },
  forward: { enabled: false, msisdn: null },
};
const language = (tag: string, name: string) => ({ language: tag, shortName: tag.slice(0, 2).toUpperCase(), name, nameInLanguage: name });
const SPEAKERS: VoicemailSpeaker[] = [
  { phoneAccountVoiceMailSpeakerId: 21, name: 'Nina', language: language('de-CH', 'German') },
  { phoneAccountVoiceMailSpeakerId: 22, name: 'Camille', language: language('fr-CH', 'French') },
];
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const WAV = new Uint8Array([...ascii('RIFF'), 36, 0, 0, 0, ...ascii('WAVEfmt ')]);

function renderWithCache(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } } });
  return renderIsland(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('VoicemailForm', () => {
  const renderForm = () => renderWithCache(<VoicemailForm ids={IDS} initial={SETTINGS} speakers={SPEAKERS} />);

  it('shows the settings and the standard greeting’s voices by language', () => {
    renderForm();
    expect(screen.getByLabelText('Voicemail on')).toBeChecked();
    expect(screen.getByLabelText('E-mail me new messages')).not.toBeChecked();
    expect(screen.getByLabelText('Announcement only')).toHaveAccessibleDescription(
      'Callers hear your greeting but cannot leave a message.',
    );
    expect(screen.getByLabelText('Voice of the standard greeting')).toHaveDisplayValue('Nina (German)');
    expect(screen.getByRole('group', { name: 'French' })).toBeInTheDocument();
  });

  it('saves what was changed, the address typed and the voice as a number', async () => {
    const calls = stubFetch({
      [SETTINGS_URL]: [
        {
          status: 200,
          body: {
            ...SETTINGS,
            voicemail: { ...SETTINGS.voicemail, notifyMail: true, mailAddress: 'laura@example.ch', voiceMailSpeakerId: 22 },
          },
        },
      ],
    });
    renderForm();
    await userEvent.click(screen.getByLabelText('E-mail me new messages'));
    await userEvent.type(screen.getByLabelText('E-mail address for new messages'), 'laura@example.ch');
    await userEvent.selectOptions(screen.getByLabelText('Voice of the standard greeting'), 'Camille (French)');
    await userEvent.click(screen.getByRole('button', { name: 'Save voicemail settings' }));
    expect(await screen.findByText('Your changes have been saved successfully.')).toBeInTheDocument();
    // Everything but the greeting in use, which is switched beside the player.
    const { customVoicemail: _own, ...voicemail } = SETTINGS.voicemail;
    expect(calls).toEqual([
      {
        call: SETTINGS_URL,
        body: { voicemail: { ...voicemail, notifyMail: true, mailAddress: 'laura@example.ch', voiceMailSpeakerId: 22 } },
      },
    ]);
  });

  it('puts the content API’s refusal at its field and keeps what was typed', async () => {
    stubFetch({
      [SETTINGS_URL]: [{ status: 400, body: { error: 'invalid_request', fields: [{ field: 'voicemail.mailAddress', code: 'required' }] } }],
    });
    renderForm();
    await userEvent.click(screen.getByLabelText('E-mail me new messages'));
    await userEvent.click(screen.getByRole('button', { name: 'Save voicemail settings' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail address for new messages')).toHaveAccessibleDescription(
        'Needed when you get new messages by e-mail. Please enter an e-mail address: new messages by e-mail need one.',
      ),
    );
    expect(screen.getByLabelText('E-mail me new messages')).toBeChecked();
  });

  it('refuses a malformed address before sending', async () => {
    const calls = stubFetch({});
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail address for new messages'), 'laura@');
    await userEvent.click(screen.getByRole('button', { name: 'Save voicemail settings' }));
    expect(
      await screen.findByText('E-mail address for new messages: Please enter a valid e-mail address, e.g. name@example.com.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says “could not be saved” when the call gets no answer at all (SPEC §8), the values kept', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderForm();
    await userEvent.click(screen.getByLabelText('Voicemail on'));
    await userEvent.click(screen.getByRole('button', { name: 'Save voicemail settings' }));
    await waitFor(() => expect(alerts()).toContain(NOT_SAVED));
    expect(screen.getByLabelText('Voicemail on')).not.toBeChecked();
  });
});

describe('ForwardForm', () => {
  it('forwards to a number, and shows a refused number at its field with the number kept', async () => {
    const calls = stubFetch({
      [SETTINGS_URL]: [
        { status: 400, body: { error: 'invalid_request', fields: [{ field: 'forward.msisdn', code: 'invalid_format' }] } },
        { status: 200, body: { ...SETTINGS, forward: { enabled: true, msisdn: '+41791234567' } } },
      ],
    });
    renderWithCache(<ForwardForm ids={IDS} initial={{ enabled: false, msisdn: null }} />);
    await userEvent.click(screen.getByLabelText('Forward calls'));
    await userEvent.type(screen.getByLabelText('Number to forward to'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save call forwarding' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Number to forward to')).toHaveAccessibleDescription(/Please enter a valid phone number/),
    );
    expect(screen.getByLabelText('Number to forward to')).toHaveValue('call me');

    await userEvent.clear(screen.getByLabelText('Number to forward to'));
    await userEvent.type(screen.getByLabelText('Number to forward to'), '079 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Save call forwarding' }));
    expect(await screen.findByText('Your changes have been saved successfully.')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { forward: { enabled: true, msisdn: 'call me' } },
      { forward: { enabled: true, msisdn: '079 123 45 67' } },
    ]);
  });
});

describe('GreetingUpload', () => {
  const choose = async (file: File) => {
    await userEvent.upload(screen.getByLabelText('Audio file'), file, { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Upload greeting' }));
  };
  const wav = () => new File([WAV], 'hello.wav', { type: 'audio/x-wav' });

  it('refuses what is not audio here, without sending it', async () => {
    const calls = stubFetch({});
    renderWithCache(<GreetingUpload ids={IDS} />);
    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.getByLabelText('Audio file')).toHaveAccessibleDescription(/This is not an audio file we can use/));
    expect(screen.getByLabelText('Audio file')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends the file as it is, typed by its bytes, and says callers hear it now', async () => {
    const calls = stubFetch({ [GREETING_URL]: [{ status: 200, body: { available: true } }] });
    renderWithCache(<GreetingUpload ids={IDS} />);
    await choose(wav());
    expect(await screen.findByText('Your greeting has been saved. Callers hear it from now on.')).toBeInTheDocument();
    const [, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'Content-Type': 'audio/wav' });
    expect(calls[0]?.body).toBeInstanceOf(File);
  });

  it('tells the route handler’s refusal (415) in its own words', async () => {
    stubFetch({ [GREETING_URL]: [{ status: 415, body: { error: 'unsupported_type' } }] });
    renderWithCache(<GreetingUpload ids={IDS} />);
    await choose(wav());
    await waitFor(() => expect(alerts()).toContain(NOT_SAVED));
    expect(alerts()).toContain('Please choose an MP3, WAV, Ogg or WebM file.');
  });

  it('takes a 200 that says there is no greeting for what it is: not saved (SPEC §8)', async () => {
    stubFetch({ [GREETING_URL]: [{ status: 200, body: { available: false } }] });
    renderWithCache(<GreetingUpload ids={IDS} />);
    await choose(wav());
    await waitFor(() => expect(alerts()).toContain(NOT_SAVED));
    expect(screen.queryByText('Your greeting has been saved. Callers hear it from now on.')).not.toBeInTheDocument();
  });
});

describe('GreetingPlayer', () => {
  const own = { ...SETTINGS, voicemail: { ...SETTINGS.voicemail, customVoicemail: true } };

  it('says what callers hear: the standard voice without an own greeting', () => {
    renderWithCache(<GreetingPlayer ids={IDS} initial={SETTINGS} greeting={{ available: false }} speakers={SPEAKERS} />);
    expect(screen.getByText('Callers hear the standard greeting, spoken by Nina (German).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove my own greeting' })).not.toBeInTheDocument();
  });

  it('plays the own greeting through the route handler, and removes it', async () => {
    const calls = stubFetch({
      [DELETE_URL]: [{ status: 200, body: { available: false } }],
      'GET /api/upstream/customerarea/settings/P-1': [{ status: 200, body: SETTINGS }],
    });
    const { container } = renderWithCache(<GreetingPlayer ids={IDS} initial={own} greeting={{ available: true }} speakers={SPEAKERS} />);
    expect(screen.getByText('Callers hear your own greeting.')).toBeInTheDocument();
    expect(container.querySelector('audio')).toHaveAttribute('src', '/api/account/voicemail/P-1/greeting');
    await userEvent.click(screen.getByRole('button', { name: 'Remove my own greeting' }));
    expect(await screen.findByText('Your own greeting has been removed. Callers hear the standard greeting.')).toBeInTheDocument();
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.getByRole('heading', { name: 'What callers hear' })).toHaveFocus();
    await waitFor(() => expect(screen.getByText('Callers hear the standard greeting, spoken by Nina (German).')).toBeInTheDocument());
    expect(calls.map((c) => c.call)).toEqual([DELETE_URL, 'GET /api/upstream/customerarea/settings/P-1']);
  });

  it('keeps the player when the removal answers that the greeting is still there (SPEC §8)', async () => {
    stubFetch({ [DELETE_URL]: [{ status: 200, body: { available: true } }] });
    renderWithCache(<GreetingPlayer ids={IDS} initial={own} greeting={{ available: true }} speakers={SPEAKERS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove my own greeting' }));
    await waitFor(() => expect(alerts()).toContain(NOT_SAVED));
    expect(screen.getByRole('button', { name: 'Remove my own greeting' })).toBeInTheDocument();
  });

  it('switches to the standard greeting and keeps the own one', async () => {
    const calls = stubFetch({ [SETTINGS_URL]: [{ status: 200, body: SETTINGS }] });
    renderWithCache(<GreetingPlayer ids={IDS} initial={own} greeting={{ available: true }} speakers={SPEAKERS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use the standard greeting instead' }));
    expect(await screen.findByRole('button', { name: 'Use my own greeting' })).toBeInTheDocument();
    expect(screen.getByText('Callers hear the standard greeting, spoken by Nina (German).')).toBeInTheDocument();
    expect(calls).toEqual([{ call: SETTINGS_URL, body: { voicemail: { customVoicemail: false } } }]);
  });
});
