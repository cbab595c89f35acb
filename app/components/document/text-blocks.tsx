import type { TextBlock } from "~/content/types";

/**
 * Long copy stored as blocks (paragraphs, sub-headings, bullet lists), rendered as plain
 * elements; the surrounding `prose-copy` class gives them the site's reading style.
 */
export function TextBlocks({ blocks }: { blocks: readonly TextBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "p":
            return <p key={index}>{block.text}</p>;
          case "h3":
            return <h3 key={index}>{block.text}</h3>;
          case "ul":
            return (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
        }
      })}
    </>
  );
}
