import type { HttpReply, HttpRequest } from '../http/http.js';

/** What every resolver gets: the HTTP request (its session cookie or token, its address) and reply (cookies). */
export interface GraphQLContext {
  req: HttpRequest;
  res: HttpReply;
}
