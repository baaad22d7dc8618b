import { Module } from '@nestjs/common';
import { AdminCredentialService } from './admin-credential.service.js';
import { SecretsRepository } from './secrets.repository.js';

/** The admin's password, from the configuration or as an admin changed it. */
@Module({
  providers: [SecretsRepository, AdminCredentialService],
  exports: [AdminCredentialService],
})
export class AdminCredentialModule {}
