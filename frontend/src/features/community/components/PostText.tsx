import { linkify } from '../lib/linkify';

/** A post's plain text with its web addresses as links; never HTML. */
export function PostText({ body }: { body: string }) {
  return (
    <p className="group-post__body">
      {linkify(body).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
