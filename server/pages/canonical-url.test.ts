import { describe, expect, it } from "vitest";
import { canonicalPath, isUnsafePath } from "./canonical-url";

const known = new Set(["/", "/contact", "/services/web-development"]);

describe("canonicalPath", () => {
  it.each([
    ["/contact/", "/contact"],
    ["/Contact", "/contact"],
    ["/CONTACT/", "/contact"],
    ["/Services/Web-Development/", "/services/web-development"],
  ])("%s is the known page %s", (raw, target) => {
    expect(canonicalPath(raw, known)).toBe(target);
  });

  it.each([
    "/",
    "/contact",
    "/no-such-page/",
    "/No-Such-Page",
    "/contact//",
    "//contact",
    "/\\contact",
    "/%5Ccontact/",
    "/contact%2F",
    "/%2fcontact/",
    "/contact%00/",
    "/%0d%0acontact/",
    "/%63ontact/",
    "/a/../contact/",
  ])("%s: no redirect", (raw) => {
    expect(canonicalPath(raw, known)).toBeUndefined();
  });
});

describe("isUnsafePath", () => {
  it.each(["/\\x", "//x", "/a//b", "/%5c", "/%5C", "/%2f", "/%2F", "/%00", "/%1F", "/%7f", "/a\u0001b"])(
    "%j is unsafe",
    (raw) => expect(isUnsafePath(raw)).toBe(true),
  );
  it.each(["/", "/contact", "/a/b", "/%20", "/%E0%80%AF", "/%", "/a.b_c-d~e"])("%j is not", (raw) =>
    expect(isUnsafePath(raw)).toBe(false),
  );
});
