import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import type { StoredPhotoDto, UserDto } from '@reto/contracts';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import type { HttpReply } from '../http/http.js';
import { RequestId } from '../http/request-of.js';
import { CommunityService } from './community.service.js';

/** A stored photo never changes (a new photo gets a new id); only the member's own browser keeps it. */
export const COMMUNITY_PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';
/** The trainer's view of any group's photos (hidden posts' too) is kept by no cache, as a pending review's photo. */
export const TRAINER_PHOTO_CACHE_CONTROL = 'private, no-store';

const sendPhoto = (res: HttpReply, photo: StoredPhotoDto, cacheControl: string) =>
  res
    .status(200)
    .headers({ 'content-type': photo.contentType, 'cache-control': cacheControl })
    .send(Buffer.from(photo.dataBase64, 'base64'));

/** `GET /api/community/photos/:id`: a post's photo, to the signed-in members of its group only (404 for anyone else). */
@Controller('api/community/photos')
export class CommunityPhotosController {
  constructor(private readonly community: CommunityService) {}

  @Get(':id')
  @UseGuards(SignedInGuard)
  async photo(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Param('id') id: string,
    @Res() res: HttpReply,
  ) {
    sendPhoto(res, await this.community.photo(requestId, user, id), COMMUNITY_PHOTO_CACHE_CONTROL);
  }
}

/**
 * `GET /api/admin/community/photos/:id`: any group's post or reply photo, hidden ones too, for the
 * trainer who moderates them (AdminGuard: the admin's session and the server-issued `X-Admin-Auth`,
 * with the second factor where identity requires it).
 */
@Controller('api/admin/community/photos')
@UseGuards(AdminGuard)
export class TrainerPhotosController {
  constructor(private readonly community: CommunityService) {}

  @Get(':id')
  async photo(
    @RequestId() requestId: string,
    @CurrentUser() admin: UserDto,
    @Param('id') id: string,
    @Res() res: HttpReply,
  ) {
    sendPhoto(res, await this.community.trainerPhoto(requestId, admin, id), TRAINER_PHOTO_CACHE_CONTROL);
  }
}
