import { data } from "react-router";
import { NotFound } from "../components/layout/not-found";

// Throwing a 404 makes the server answer with HTTP status 404.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
