/** A voice call that failed: its HTTP status (0: network) and the server's Spanish message, if any. */
export class VoiceRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'VoiceRequestError';
  }
}

async function failure(response: Response): Promise<VoiceRequestError> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return new VoiceRequestError(response.status, typeof body.message === 'string' ? body.message : '');
}

async function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', credentials: 'include', headers, body });
  } catch {
    throw new VoiceRequestError(0, '');
  }
  if (!response.ok) throw await failure(response);
  return response;
}

/**
 * The two voice paths whose bodies are audio, over REST (spec 2 section 7): the recording goes
 * up as multipart, Emilio's voice comes back as an audio body. The question itself goes over GraphQL.
 */
export async function transcribeAudio(audio: Blob): Promise<string> {
  const form = new FormData();
  form.append('audio', audio, audio.type === 'audio/wav' ? 'pregunta.wav' : 'pregunta.webm');
  const { text } = (await (await post('/api/transcribe-audio', form)).json()) as { text: string };
  return text;
}

export async function speakText(text: string): Promise<Blob> {
  const response = await post('/api/elevenlabs-speak', JSON.stringify({ text }), {
    'content-type': 'application/json',
  });
  return response.blob();
}
