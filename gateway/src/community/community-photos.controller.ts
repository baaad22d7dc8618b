import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import type { HttpReply } from '../http/http.js';
import { RequestId } from '../http/request-of.js';
import { CommunityService } from './community.service.js';

/** A stored photo never changes (a new photo gets a new id); only the member's own browser keeps it. */
export const COMMUNITY_PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

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
    const photo = await this.community.photo(requestId, user, id);
    res
      .status(200)
      .headers({ 'content-type': photo.contentType, 'cache-control': COMMUNITY_PHOTO_CACHE_CONTROL })
      .send(Buffer.from(photo.dataBase64, 'base64'));
  }
}
