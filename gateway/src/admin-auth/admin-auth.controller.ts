import { Controller } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import { CurrentUser } from '../auth/signed-in.guard.js';
import { Admin, OpenBeforeSecondFactor } from './admin.guard.js';

/** `/admin-auth?auth=` checks the credential here before keeping it (spec 2, section 2.9). */
@Controller('api/admin')
export class AdminAuthController {
  @Admin.Get('session')
  @OpenBeforeSecondFactor()
  session(@CurrentUser() user: UserDto) {
    return { valid: true, id: user.id, username: user.username };
  }
}
