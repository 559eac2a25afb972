// Text with the words a search matched marked (scaffold contract).
export function Highlight({ text, terms }: { text: string; terms?: readonly string[] }) {
  void terms;
  return <>{text}</>;
}
