import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { UserDto } from '@reto/contracts';
import type { GraphQLContext } from '../graphql/graphql-context.js';
import { AuthService } from './auth.service.js';
import { LoginOutput, MobileLoginOutput } from './dto/access.output.js';
import { LoginInput } from './dto/login.input.js';
import { RegisterInput } from './dto/register.input.js';
import { UserOutput } from './dto/user.output.js';
import { loginAnswer } from './auth.controller.js';
import { clientIpOf, cookieTokenOf, headerTokenOf, sessionTokenOf, SessionCookie } from './session-cookie.service.js';

@Resolver(() => UserOutput)
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly cookie: SessionCookie,
  ) {}

  @Query(() => UserOutput, { nullable: true, description: 'The signed-in user; null for a visitor.' })
  me(@Context() { req }: GraphQLContext): Promise<UserDto | null> {
    return this.auth.userOrNullOf(req);
  }

  @Mutation(() => UserOutput)
  async register(@Args('input') input: RegisterInput, @Context() { req, res }: GraphQLContext): Promise<UserDto> {
    const grant = await this.auth.register(req.id, { ...input }, { ip: clientIpOf(req) });
    this.cookie.set(res, grant);
    return grant.user;
  }

  @Mutation(() => LoginOutput, { description: 'The twin of POST /api/login, with the signed-in user.' })
  async login(@Args('input') input: LoginInput, @Context() { req, res }: GraphQLContext): Promise<LoginOutput> {
    const grant = await this.auth.login(req.id, { ...input }, { ip: clientIpOf(req) });
    this.cookie.set(res, grant);
    return { ...loginAnswer(grant), user: grant.user };
  }

  @Mutation(() => MobileLoginOutput, { description: 'The legacy mobile sign-in: a bearer token in auth.token.' })
  async mobileLogin(
    @Args('input') input: LoginInput,
    @Context() { req, res }: GraphQLContext,
  ): Promise<MobileLoginOutput> {
    const grant = await this.auth.mobileLogin(req.id, { ...input }, { ip: clientIpOf(req) });
    this.cookie.set(res, grant);
    return { ...loginAnswer(grant), user: grant.user, auth: { token: grant.token } };
  }

  @Query(() => String, {
    nullable: true,
    description: 'A fresh X-Admin-Auth credential for the signed-in administrator; null for anyone else.',
  })
  async adminCredential(@Context() { req }: GraphQLContext): Promise<string | null> {
    return this.auth.adminCredentialFor(req.id, sessionTokenOf(req));
  }

  @Mutation(() => Boolean)
  async logout(@Context() { req, res }: GraphQLContext): Promise<boolean> {
    await this.auth.logout(req.id, [cookieTokenOf(req), headerTokenOf(req)]);
    this.cookie.clear(res);
    return true;
  }
}
