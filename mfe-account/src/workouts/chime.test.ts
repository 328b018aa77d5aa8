import { createChime } from './chime';

class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  started: number[] = [];
  resume = jest.fn(async () => {
    this.state = 'running';
  });
  close = jest.fn(async () => undefined);
  constructor() {
    FakeAudioContext.instances.push(this);
  }
  createOscillator() {
    const started = this.started;
    return {
      type: 'square',
      frequency: { setValueAtTime: jest.fn() },
      connect: jest.fn(),
      start: jest.fn((at: number) => started.push(at)),
      stop: jest.fn(),
    };
  }
  createGain() {
    return { gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() }, connect: jest.fn() };
  }
}

describe('createChime', () => {
  beforeEach(() => {
    FakeAudioContext.instances = [];
  });

  it('plays two short oscillator tones, opening the audio on the first tap', () => {
    const chime = createChime({ AudioContext: FakeAudioContext } as unknown as Window);
    chime.prime();
    const [audio] = FakeAudioContext.instances;
    expect(audio?.resume).toHaveBeenCalled();
    chime.play();
    expect(audio?.started).toHaveLength(2);
    chime.close();
    expect(audio?.close).toHaveBeenCalled();
  });

  it('is silent where the browser has no Web Audio', () => {
    const chime = createChime({} as Window);
    expect(() => {
      chime.prime();
      chime.play();
      chime.close();
    }).not.toThrow();
  });
});
