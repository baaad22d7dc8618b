import { useId, useState } from 'react';
import type { Testimonial } from '../content';
import { landingCopy } from '../landing.copy';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const [expanded, setExpanded] = useState(false);
  const storyId = useId();
  return (
    <figure className="testimonial">
      <span className="testimonial__stars" aria-hidden="true">
        ★★★★★
      </span>
      <blockquote className="testimonial__quote">
        <p>“{testimonial.summary}”</p>
        <p id={storyId} className="testimonial__story" hidden={!expanded}>
          {testimonial.story}
        </p>
      </blockquote>
      <figcaption className="testimonial__author">
        <strong>{testimonial.name}</strong>
        <span>{testimonial.detail}</span>
      </figcaption>
      <button
        type="button"
        className="link-button"
        aria-expanded={expanded}
        aria-controls={storyId}
        onClick={() => {
          setExpanded((value) => !value);
        }}
      >
        {expanded ? landingCopy.readLess : landingCopy.readMore}
      </button>
    </figure>
  );
}

/** The two testimonials, each expandable and collapsible (`aria-expanded`). */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <div className="testimonials">
      {items.map((testimonial) => (
        <TestimonialCard key={testimonial.name} testimonial={testimonial} />
      ))}
    </div>
  );
}
