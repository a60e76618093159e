/** Five stars; tapping star n fills stars 1..n (docs/product.md#screen-rules). */
export function Rate(props: {
  value: number;
  onChange: (value: number) => void;
  label: (n: number) => string;
}) {
  return (
    <div className="rate" role="radiogroup">
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={props.value === n}
          aria-label={props.label(n)}
          className={`star${n <= props.value ? ' star-on' : ''}`}
          onClick={() => props.onChange(n)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
          </svg>
        </button>
      ))}
    </div>
  );
}
