<?xml version="1.0" encoding="UTF-8"?>
<!-- ferrosaurus: shows an Atom 1.0 feed as a page when a browser opens it (feedOptions.xslt) -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/atom:feed">
    <html lang="en">
      <head>
        <meta charset="UTF-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>Atom Feed | <xsl:value-of select="atom:title"/></title>
        <link rel="stylesheet" href="atom.css"/>
      </head>
      <body>
        <main>
          <p class="feed-note"><strong>This is an Atom feed.</strong> Copy its address into a feed reader to follow new posts.</p>
          <h1><a href="{atom:link[@rel='alternate']/@href}"><xsl:value-of select="atom:title"/></a></h1>
          <p class="feed-description"><xsl:value-of select="atom:subtitle"/></p>
          <h2>Recent posts</h2>
          <xsl:for-each select="atom:entry">
            <article class="feed-item">
              <h3><a href="{atom:link/@href}"><xsl:value-of select="atom:title"/></a></h3>
              <p class="feed-date">Updated on <xsl:value-of select="substring(atom:updated, 1, 10)"/></p>
              <p class="feed-summary"><xsl:value-of select="atom:summary"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
