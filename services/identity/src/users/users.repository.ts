import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserEntity } from './user.entity.js';

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: number) {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string) {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  /** Sign-in accepts the username (any case) or the e-mail address. */
  findByLogin(login: string) {
    const key = login.trim().toLowerCase();
    return this.users.findOne({ where: [{ usernameKey: key }, { email: key }] });
  }

  findByUsernameOrEmail(username: string, email: string) {
    return this.users.find({ where: [{ usernameKey: username.toLowerCase() }, { email }] });
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  save(user: UserEntity) {
    return this.users.save(user);
  }
}
