import { Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import type { HttpReply } from '../http/http.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { CurrentUser } from '../auth/signed-in.guard.js';
import { RequestId } from '../http/request-of.js';
import { ReviewsService } from './reviews.service.js';

/** The admin panel's "Reseñas" tab (AdminGuard: admin session + signed X-Admin-Auth). */
@Controller('api/admin/reviews')
@UseGuards(AdminGuard)
export class AdminReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  async list(@RequestId() requestId: string, @Query() query: Record<string, unknown>) {
    return { reviews: await this.reviews.adminList(requestId, query) };
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(@RequestId() requestId: string, @Param('id') id: string, @CurrentUser() admin: UserDto) {
    return { success: true, review: await this.reviews.moderate(requestId, id, 'approve', admin) };
  }

  @Post(':id/reject')
  @HttpCode(200)
  async reject(@RequestId() requestId: string, @Param('id') id: string, @CurrentUser() admin: UserDto) {
    return { success: true, review: await this.reviews.moderate(requestId, id, 'reject', admin) };
  }

  /** Any review's photo (a pending one too), never cached by a shared cache. */
  @Get('photos/:id')
  async photo(@RequestId() requestId: string, @Param('id') id: string, @Res() res: HttpReply) {
    const photo = await this.reviews.photo(requestId, id, true);
    res
      .status(200)
      .headers({ 'content-type': photo.contentType, 'cache-control': 'private, no-store' })
      .send(Buffer.from(photo.dataBase64, 'base64'));
  }
}
