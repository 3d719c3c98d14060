import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Writes chunk-manifest.json next to the build: the files of each entry and of each named
 * (route group) chunk, which scripts/bundle-size.js measures.
 */
class ChunkManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest = { entrypoints: {}, chunkGroups: {} };
        for (const [name, entry] of compilation.entrypoints) manifest.entrypoints[name] = entry.getFiles();
        for (const group of compilation.chunkGroups) {
          if (!group.name || compilation.entrypoints.has(group.name)) continue;
          manifest.chunkGroups[group.name] = group.getFiles();
        }
        compilation.emitAsset('chunk-manifest.json', new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/**
 * Writes each script and style sheet also as .br (brotli, best) and .gz (gzip level 9), which the
 * server sends as they are (@fastify/static's preCompressed) to a browser that accepts them:
 * smaller than compressing each answer on the fly at the default levels, and no work per request
 * (issue 32: what a phone receives is what `npm run size` counts, or less).
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!/\.(js|css|svg)$/.test(name)) continue;
          const bytes = source.buffer();
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(bytes, { level: 9 })));
          compilation.emitAsset(`${name}.br`, new sources.RawSource(zlib.brotliCompressSync(bytes, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          })));
        }
      });
    });
  }
}

/**
 * The SPA: one entry (`main`) whose route groups are lazy chunks (React.lazy), plus the tiny
 * silent-renew page of the sign-in, copied as it is (its one script is inline, allowed by its hash
 * in that page's CSP alone: server/http/spa.ts).
 * Production: content hashes, CSS extracted into files (the CSP forbids inline style).
 * Development: webpack-dev-server on :3000 with history fallback, proxying the server on :8080.
 */
export default (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: {
      main: './src/index.tsx',
    },
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package points every bundler at its development build; use its production build.
      alias: production ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') } : {},
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|ico)$/, type: 'asset/resource' },
        // The typeface (ARCHITECTURE §visual language): a stable name, so index.html can preload it.
        { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'assets/[name][ext]' } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        filename: 'index.html',
        chunks: ['main'],
        favicon: './public/favicon.svg',
        scriptLoading: 'defer',
      }),
      new HtmlWebpackPlugin({
        template: './public/silent-renew.html',
        filename: 'silent-renew.html',
        inject: false,
        minify: false,
      }),
      new ChunkManifestPlugin(),
      ...(production ? [new PrecompressPlugin()] : []),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // The libraries every screen needs, in a few scripts rather than one: each script's compile
      // (or code-cache read) is a task of its own, so no single task blocks a phone's main thread
      // for long (issue 13, total blocking time). Route groups stay separate, and what two route
      // groups share travels inside each unless it is large: on a phone every script of a route is
      // a request of its own (issue 32: a new tab's chain before its first data call).
      splitChunks: {
        minSize: 40000,
        cacheGroups: {
          react: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react', chunks: 'initial', priority: 20 },
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: 10 },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: { disableDotRule: true },
      hot: true,
      client: { overlay: { warnings: false } },
      proxy: [
        {
          context: ['/api', '/content', '/oidc', '/config.json'],
          target: 'http://localhost:8080',
        },
      ],
    },
  };
};
