import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import { FileInterceptor } from '@nestjs/platform-fastify/multipart';
import type { HttpReply, HttpRequest } from '../http/http.js';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { RequestId } from '../http/request-of.js';
import { PHOTO_UPLOAD_LIMITS, PhotoTooLargeInterceptor, type UploadedPhoto } from './photo-upload.js';
import { ReviewsService } from './reviews.service.js';

/** One year: a stored photo never changes (a new photo gets a new id). */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The public REST paths of reviews (spec 1 section 7), with the spec's payloads. */
@Controller('api')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('reviews')
  async list(@RequestId() requestId: string, @Query() query: Record<string, unknown>) {
    const { reviews, aggregate } = await this.reviews.list(requestId, query);
    return { reviews, aggregate };
  }

  /** JSON `{rating, title, body, name, email}` (legacy clients) or multipart with an optional `photo`. */
  @Post('submit-review')
  @UseInterceptors(PhotoTooLargeInterceptor, FileInterceptor('photo', { limits: PHOTO_UPLOAD_LIMITS }))
  submit(@Body() body: unknown, @UploadedFile() photo: UploadedPhoto | undefined, @Req() req: HttpRequest) {
    return this.reviews.submit(body, photo ? { bytes: photo.buffer } : null, req);
  }

  /** A signed-in member's review from the member area (no e-mail field: the account's). */
  @Post('member/reviews')
  @UseGuards(SignedInGuard)
  @UseInterceptors(PhotoTooLargeInterceptor, FileInterceptor('photo', { limits: PHOTO_UPLOAD_LIMITS }))
  submitAsMember(
    @Body() body: unknown,
    @UploadedFile() photo: UploadedPhoto | undefined,
    @CurrentUser() member: UserDto,
    @Req() req: HttpRequest,
  ) {
    return this.reviews.submitAsMember(body, photo ? { bytes: photo.buffer } : null, member, req);
  }

  /** `{token}` from the link mailed to a buyer's address. */
  @Post('reviews/confirm')
  @HttpCode(200)
  confirm(@Body() body: unknown, @Req() req: HttpRequest) {
    return this.reviews.confirm(body, req);
  }

  @Get('reviews/photos/:id')
  async photo(@RequestId() requestId: string, @Param('id') id: string, @Res() res: HttpReply) {
    const photo = await this.reviews.photo(requestId, id);
    res
      .status(200)
      .headers({ 'content-type': photo.contentType, 'cache-control': PHOTO_CACHE_CONTROL })
      .send(Buffer.from(photo.dataBase64, 'base64'));
  }
}
