import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Identity's stored secrets (the admin credential key its migration generated). */
@Injectable()
export class SecretsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(name: string): Promise<string | undefined> {
    const rows: Array<{ value: string }> = await this.dataSource.query(`SELECT value FROM secrets WHERE name = $1`, [
      name,
    ]);
    return rows[0]?.value;
  }
}
