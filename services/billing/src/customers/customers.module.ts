import { Module } from '@nestjs/common';
import { CustomersRepository } from './customers.repository.js';

/** The buyers as Stripe knows them. */
@Module({ providers: [CustomersRepository], exports: [CustomersRepository] })
export class CustomersModule {}
