import { z } from "zod";

/**
 * zod's own messages are for developers, yet any contract message can reach a visitor: used where a schema gives
 * none. Installed by importing the contract, in the API, web server and browser alike.
 */
type Issue = Parameters<NonNullable<NonNullable<Parameters<typeof z.config>[0]>["customError"]>>[0];

function sizeMessage(issue: Issue & { origin?: string }, limit: number | bigint, direction: "min" | "max"): string {
  const n = Number(limit);
  switch (issue.origin) {
    case "string":
      if (direction === "min") return n <= 1 ? "Please fill this in" : `Use at least ${n} characters`;
      return `Use at most ${n.toLocaleString("en-US")} characters`;
    case "number":
    case "int":
    case "bigint":
      return direction === "min" ? `Enter ${n.toLocaleString("en-US")} or more` : `Enter ${n.toLocaleString("en-US")} or less`;
    case "array":
    case "set":
      return direction === "min" ? (n <= 1 ? "Add at least one" : `Add at least ${n}`) : `Choose at most ${n}`;
    default:
      return direction === "min" ? "This is too short" : "This is too long";
  }
}

function peopleErrorMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null || issue.input === "") return "Please fill this in";
      switch (issue.expected) {
        case "string":
          return "Enter text";
        case "int":
          return "Enter a whole number";
        case "number":
          return "Enter a number";
        case "boolean":
          return "Choose yes or no";
        case "array":
          return "Choose one or more";
        case "date":
          return "Enter a date";
        default:
          return "Please check this value";
      }
    case "too_small":
      return sizeMessage(issue, issue.minimum, "min");
    case "too_big":
      return sizeMessage(issue, issue.maximum, "max");
    case "invalid_value":
      return "Choose one of the options";
    case "invalid_format":
      if (issue.format === "email") return "Enter a valid e-mail address";
      if (issue.format === "url") return "Enter a web address starting with http:// or https://";
      if (issue.format === "datetime" || issue.format === "date") return "Enter a date";
      return "Please check the format of this value";
    case "not_multiple_of":
      return "Enter a whole number";
    case "unrecognized_keys":
      // Forms never send these; a content editor's config file might, and needs the names.
      return `Unexpected ${issue.keys.length === 1 ? "entry" : "entries"}: ${issue.keys.join(", ")}`;
    case "custom":
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
      return "Please check this value";
    default:
      return undefined;
  }
}

z.config({ customError: peopleErrorMessage });
