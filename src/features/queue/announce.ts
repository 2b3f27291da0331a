import type { TFunction } from 'i18next';
import type { Ticket } from '@/api/resources/tickets';

/** What the display says aloud (and shows) for a call: "Ticket 42, counter 3". */
export const announcement = (t: TFunction, ticket: Pick<Ticket, 'number' | 'counter'>) =>
  ticket.counter
    ? t('queue:display.announceCounter', { number: ticket.number, counter: ticket.counter })
    : t('queue:display.announce', { number: ticket.number });

/** A language tag speech engines know, when no voice of the language is installed. */
const SPEECH_LANG: Record<string, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-SA' };

/**
 * Says `text` in `lang` with the browser's speech synthesis, with a voice of that language when
 * one is installed. Announcements queue up; a backlog (a display that was silent for a while) is
 * dropped rather than read out late.
 */
export function speak(text: string, lang: string) {
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return;
  const utterance = new SpeechSynthesisUtterance(text);
  const voice = synth.getVoices().find((v) => v.lang.toLowerCase().startsWith(lang));
  utterance.lang = voice?.lang ?? SPEECH_LANG[lang] ?? lang;
  if (voice) utterance.voice = voice;
  if (synth.pending) synth.cancel();
  synth.speak(utterance);
}

// One audio context for the page's life: each new one holds audio resources until closed.
let audio: AudioContext | undefined;

/** Browsers start audio only after a user gesture: call this from one (a click, a key). */
export function unlockAudio() {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
}

/** A two-note chime (WebAudio, no file): high then low, under a second. */
export function chime() {
  unlockAudio();
  if (!audio) return;
  const start = audio.currentTime;
  [
    [880, 0],
    [660, 0.35],
  ].forEach(([frequency, at]) => {
    const tone = audio!.createOscillator();
    const gain = audio!.createGain();
    tone.frequency.value = frequency!;
    gain.gain.setValueAtTime(0.0001, start + at!);
    gain.gain.exponentialRampToValueAtTime(0.4, start + at! + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at! + 0.5);
    tone.connect(gain).connect(audio!.destination);
    tone.start(start + at!);
    tone.stop(start + at! + 0.55);
  });
}
