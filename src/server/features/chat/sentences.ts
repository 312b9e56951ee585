export * from "../../../shared/text/sentences";
