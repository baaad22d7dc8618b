import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { HttpReply, HttpRequest } from '../http/http.js';
import { VoiceService } from './voice.service.js';

/** The legacy REST paths of the voice coach (spec 2 section 7), with the spec's payloads. */
@Controller('api')
export class VoiceController {
  constructor(private readonly voice: VoiceService) {}

  @Post('transcribe-audio')
  @HttpCode(200)
  transcribe(@Req() req: HttpRequest) {
    return this.voice.transcribeUpload(req);
  }

  @Post('gemma-conversation')
  @HttpCode(200)
  async converse(@Body() body: unknown, @Req() req: HttpRequest) {
    return this.voice.converse(req.id, body, await this.voice.askerOf(req));
  }

  /** The audio itself (`audio/wav` from espeak-ng, `audio/mpeg` from an ElevenLabs-compatible provider). */
  @Post('elevenlabs-speak')
  @HttpCode(200)
  async speak(@Body() body: unknown, @Req() req: HttpRequest, @Res() res: HttpReply) {
    const { bytes, contentType } = await this.voice.speak(req.id, body, await this.voice.askerOf(req));
    res.header('content-type', contentType);
    res.header('cache-control', 'no-store');
    res.send(bytes);
  }
}
