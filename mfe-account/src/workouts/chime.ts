import { useEffect, useState } from 'react';

export interface Chime {
  /** Opens the audio on a tap: browsers let a page play sound only after the member touched it. */
  prime(): void;
  play(): void;
  close(): void;
}

type AudioContextClass = typeof AudioContext;
/** Where a window may carry Web Audio: its own, and Safari before 14.1 under a prefix. */
type AudioWindow = Window & { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };

/** Two short sine tones from an OscillatorNode: no sound file to download, and nothing plays while muted. */
export function createChime(win: Window): Chime {
  let context: AudioContext | null = null;
  const audio = (): AudioContext | null => {
    if (context) return context;
    const Context = (win as AudioWindow).AudioContext ?? (win as AudioWindow).webkitAudioContext;
    if (!Context) return null;
    try {
      context = new Context();
    } catch {
      return null;
    }
    return context;
  };
  const tone = (audioContext: AudioContext, frequency: number, at: number) => {
    const oscillator = audioContext.createOscillator();
    const gain = audioContext.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    oscillator.connect(gain);
    gain.connect(audioContext.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
  };
  return {
    prime() {
      const audioContext = audio();
      if (audioContext?.state === 'suspended') void audioContext.resume().catch(() => undefined);
    },
    play() {
      const audioContext = audio();
      if (!audioContext) return;
      const now = audioContext.currentTime;
      tone(audioContext, 880, now);
      tone(audioContext, 1320, now + 0.18);
    },
    close() {
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}

/** One chime for the player, closed with it. */
export function useChime(): Chime {
  const [chime] = useState(() => createChime(window));
  useEffect(() => () => chime.close(), [chime]);
  return chime;
}
