import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { HttpRequest } from '../http/http.js';
import { PhotoUploadsService } from './photo-uploads.service.js';

/** `POST /api/uploads/photos`: multipart, one file `photo`; answers `{ uploadId }` for the form that uses it. */
@Controller('api/uploads')
export class PhotoUploadsController {
  constructor(private readonly uploads: PhotoUploadsService) {}

  @Post('photos')
  @HttpCode(201)
  upload(@Req() req: HttpRequest) {
    return this.uploads.receive(req);
  }
}
