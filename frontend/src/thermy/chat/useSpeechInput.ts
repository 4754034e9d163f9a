import { useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API's SpeechRecognition this page uses (TypeScript's DOM types lack it). */
interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
}

type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's speech recognition (Chrome and Safari still name it with the webkit prefix), if it has one. */
function speechRecognition(): SpeechRecognitionConstructor | undefined {
  const speechWindow = window as unknown as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

/**
 * Dictation into the question box where the browser can recognise speech; `supported` is false
 * elsewhere so the microphone button is not shown at all. One phrase per press, in British English.
 */
export function useSpeechInput(onPhrase: (text: string) => void) {
  const [supported] = useState(() => speechRecognition() !== undefined);
  const [listening, setListening] = useState(false);
  const current = useRef<SpeechRecognitionLike | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const toggle = () => {
    if (current.current) {
      current.current.stop();
      return;
    }
    const Recognition = speechRecognition();
    if (!Recognition) return;
    const recognition = new Recognition();
    recognition.lang = 'en-GB';
    recognition.interimResults = false;
    recognition.continuous = false;
    recognition.onresult = (event) => {
      const phrase = Array.from(event.results, (result) => result[0]?.transcript ?? '').join(' ').trim();
      if (phrase) onPhrase(phrase);
    };
    const finished = () => {
      current.current = null;
      setListening(false);
    };
    recognition.onend = finished;
    recognition.onerror = finished;
    current.current = recognition;
    recognition.start();
    setListening(true);
  };

  return { supported, listening, toggle };
}
