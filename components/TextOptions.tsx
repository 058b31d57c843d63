// A <select>'s options where each value is also its label (tool names, finding kinds, conditions).
export function TextOptions({ values }: { values: readonly string[] }) {
  return (
    <>
      {values.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </>
  );
}
