import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Only VITE_-prefixed variables reach the client bundle; provider keys never do.
  envPrefix: "VITE_",
  build: { assetsInlineLimit: 0 },
});
